/** Browser storage a QA link carries: the cart and promo state of SPEC.md section 3. */
const LINK_LOCAL_KEYS = ['cart', 'promoPresent', 'lastCart', 'lastTotalPrice'] as const;
const LINK_SESSION_KEYS = ['initPromo', 'promoType', 'chosenGift'] as const;

export type SeedState = {
  v: 1;
  scenario: string;
  local: Record<string, string>;
  session: Record<string, string>;
};

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** Captures the state worth sharing from the tab's storage. */
export function captureState(scenario: string, local: Storage, session: Storage): SeedState {
  const pickKeys = (storage: Storage, keys: readonly string[]) =>
    Object.fromEntries(
      keys.flatMap((k) => (storage.getItem(k) === null ? [] : [[k, storage.getItem(k) as string]])),
    );
  return {
    v: 1,
    scenario,
    local: pickKeys(local, LINK_LOCAL_KEYS),
    session: pickKeys(session, LINK_SESSION_KEYS),
  };
}

/**
 * The page `current` with `name=value` in its query instead of any `?qa=` or `?scenario=`. In the demo, which
 * runs from any folder (`folder`: `/shop/`), the link goes through the folder's home, the one page every host
 * serves (`/shop/?qa=…#/en/o-nas`); the app turns it back into the path on start (src/app/folder.ts).
 */
export function pageLink(current: URL, name: string, value: string, folder?: string): string {
  const url = new URL(current);
  url.searchParams.delete('qa');
  url.searchParams.delete('scenario');
  url.searchParams.set(name, value);
  if (!folder || !url.pathname.startsWith(folder)) return url.toString();
  return new URL(`${folder}${url.search}#/${url.pathname.slice(folder.length)}`, url).toString();
}

/** A link to the current page that rebuilds the state in another browser (`?qa=`). */
export function encodeSeed(state: SeedState): string {
  return toBase64Url(JSON.stringify(state));
}

/** Reads a `?qa=` value; only the known keys pass, anything malformed gives undefined. */
export function decodeSeed(value: string): SeedState | undefined {
  try {
    const raw = JSON.parse(fromBase64Url(value)) as Partial<SeedState>;
    if (raw.v !== 1 || typeof raw.scenario !== 'string') return undefined;
    const only = (obj: unknown, keys: readonly string[]) =>
      Object.fromEntries(
        Object.entries((obj ?? {}) as Record<string, unknown>).filter(
          ([k, v]) => keys.includes(k) && typeof v === 'string',
        ),
      ) as Record<string, string>;
    return {
      v: 1,
      scenario: raw.scenario,
      local: only(raw.local, LINK_LOCAL_KEYS),
      session: only(raw.session, LINK_SESSION_KEYS),
    };
  } catch {
    return undefined;
  }
}
