import type { Locale } from '@/domain/types';
import type { RootStore } from '@/stores/RootStore';
import { getHref, parseLocalePath } from './paths';

/**
 * Pages whose HTML is rendered at build time (scripts/prerender.mjs) and hydrated in the browser: the
 * first-paint pages, styled with CSS modules only (MUI pages would need emotion's server styles).
 */
const PRERENDERED_ROUTES = ['home', 'menu', 'cakes'] as const;

/** Every prerendered URL, in both locales. */
export function prerenderedPaths(): string[] {
  const locales: Locale[] = ['ru', 'en'];
  return locales.flatMap((locale) => PRERENDERED_ROUTES.map((name) => getHref(name, locale)));
}

/** The id of the script tag that carries the answers a prerendered page was rendered from. */
export const SNAPSHOT_ID = 'prerender-data';

/** Answers of GET calls by URL, as the page was rendered from them (the session token blanked). */
export type Snapshot = Record<string, unknown>;

/**
 * Loads what a prerendered page shows on its first render into the stores: at build time from the API,
 * in the browser from the snapshot in the page, so the first render matches the HTML it hydrates.
 */
export async function loadRouteData(store: RootStore, pathname: string): Promise<void> {
  const { path } = parseLocalePath(pathname);
  await Promise.all([
    store.catalogue.loadMenu(pathname),
    path === '/' ? store.content.load('events') : undefined,
  ]);
}

/** After hydration: the same calls live (a new session token, today's stop-delivery, a changed menu). */
export async function refreshRouteData(store: RootStore, pathname: string): Promise<void> {
  const { path } = parseLocalePath(pathname);
  await Promise.all([
    store.catalogue.refreshMenu(pathname),
    path === '/' ? store.content.refresh('events') : undefined,
  ]);
}

/**
 * Whether the stores render a prerendered page exactly as the build did: nothing of the visitor's own
 * (a cart, a login) shows in it. Otherwise the page is rendered afresh instead of hydrated.
 */
export function rendersAsPrerendered(store: RootStore): boolean {
  return store.cart.lines.length === 0 && !store.auth.isLogin;
}

/** What React hoists to `<head>` and renders before the tree (a tree without `<html>`): page meta, and preloads. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/>|<link\b[^>]*\/>)+/;
const TAG = /<title>[^<]*<\/title>|<[^>]+>/g;
/** A page's own head tags (PageMeta): its title, meta and canonical and language links; not a preload. */
const isPageHeadTag = (tag: string) =>
  tag.startsWith('<title>') || tag.startsWith('<meta ') || /^<link rel="(canonical|alternate)"/.test(tag);

/**
 * Splits a prerendered page's HTML into the tags its `<head>` gets (the page's title, meta and links, which
 * React writes before the tree) and the rest, which stays in `#root` as rendered (image preloads included).
 */
export function splitHead(html: string): { head: string; body: string } {
  const leading = HOISTED.exec(html)?.[0] ?? '';
  const tags = leading.match(TAG) ?? [];
  return {
    head: tags.filter(isPageHeadTag).join(''),
    body: tags.filter((tag) => !isPageHeadTag(tag)).join('') + html.slice(leading.length),
  };
}

/** Serialises a snapshot for a `<script type="application/json">`: nothing in it can close the tag. */
export function snapshotScript(snapshot: Snapshot): string {
  const json = JSON.stringify(snapshot)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SNAPSHOT_ID}">${json}</script>`;
}

/** Reads the snapshot of a prerendered page; undefined when there is none or it does not parse. */
export function readSnapshot(doc: Document): Snapshot | undefined {
  const text = doc.getElementById(SNAPSHOT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Snapshot) : undefined;
  } catch {
    return undefined;
  }
}

/** The key of a call in a snapshot: method-less GET URL, as the API client builds it. */
const keyOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * A fetch that answers each GET of the snapshot once from it (so the stores fill without waiting for
 * the network) and passes everything else, and every later call, to the real fetch.
 */
export function replayFetch(snapshot: Snapshot, real: () => typeof fetch): typeof fetch {
  const left = new Map(Object.entries(snapshot));
  return (input, init) => {
    const key = keyOf(input);
    if ((init?.method ?? 'GET') === 'GET' && left.has(key)) {
      const body = left.get(key);
      left.delete(key);
      return Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    }
    return real()(input, init);
  };
}

/**
 * A fetch for the build: calls `real` and records each GET answer under its URL, with the session
 * token blanked (one token baked into HTML would be shared by every visitor).
 */
export function recordingFetch(real: typeof fetch, snapshot: Snapshot): typeof fetch {
  return async (input, init) => {
    const response = await real(input, init);
    if ((init?.method ?? 'GET') !== 'GET' || !response.ok) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    if (body === undefined) return response;
    const kept =
      body && typeof body === 'object' && !Array.isArray(body) && 'token' in body
        ? { ...body, token: '' }
        : body;
    snapshot[keyOf(input)] = kept;
    return new Response(JSON.stringify(kept), {
      status: response.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}
