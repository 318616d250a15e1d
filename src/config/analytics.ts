/** Yandex Metrika's tag, loaded only when VITE_ANALYTICS_ID is set (DECISIONS.md section 1). */
export const METRIKA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';

/** What the counter is started with: clicks, outbound links and real bounces; no session recording (webvisor). */
export const METRIKA_INIT = { clickmap: true, trackLinks: true, accurateTrackBounce: true } as const;

/** Metrika's `ym`: until tag.js arrives, calls wait in its queue `a` (the standard queue function). */
type Ym = ((id: number, action: string, ...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

declare global {
  interface Window {
    /** Goals reported while no analytics id is configured (DECISIONS.md section 1): tests read them here. */
    analyticsGoals?: string[];
    ym?: Ym;
  }
}

/** The counter number of VITE_ANALYTICS_ID (Metrika ids are positive integers), or null when it is not one. */
export function counterId(analyticsId: string | undefined): number | null {
  const text = analyticsId?.trim() ?? '';
  if (!/^\d{1,12}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** `window.ym`, defined as Metrika's queue when tag.js has not defined it yet. */
function ym(): Ym {
  if (typeof window.ym !== 'function') {
    const queue: Ym = (...args: unknown[]) => {
      (queue.a ??= []).push(args);
    };
    queue.l = Date.now();
    window.ym = queue;
  }
  return window.ym;
}

/**
 * Starts Metrika: `ym(id, 'init', …)` into the queue and tag.js as an external script element (no inline
 * code, so the Content Security Policy needs only mc.yandex.ru). Once per page; a malformed id starts nothing.
 */
export function startAnalytics(analyticsId: string | undefined, doc: Document = document): boolean {
  const id = counterId(analyticsId);
  if (id === null) {
    if (analyticsId) console.warn(`VITE_ANALYTICS_ID "${analyticsId}" is not a Metrika counter number: analytics stays off`);
    return false;
  }
  if (doc.querySelector(`script[src="${METRIKA_TAG_URL}"]`)) return true;
  ym()(id, 'init', METRIKA_INIT);
  const script = doc.createElement('script');
  script.async = true;
  script.src = METRIKA_TAG_URL;
  doc.head.appendChild(script);
  return true;
}

/**
 * Reports an analytics goal: to Metrika (`reachGoal`) with VITE_ANALYTICS_ID; without it, appended to
 * `window.analyticsGoals`, which only tests and QA read (a configured counter is the one record).
 */
export function reportGoal(goal: string, analyticsId: string | undefined): void {
  if (typeof window === 'undefined') return;
  const id = counterId(analyticsId);
  if (id !== null) {
    ym()(id, 'reachGoal', goal);
    return;
  }
  (window.analyticsGoals ??= []).push(goal);
}

/** A page view of the single-page app after the first (init counts that one): `hit` with the new address. */
export function reportPageView(url: string, analyticsId: string | undefined, referer?: string): void {
  if (typeof window === 'undefined') return;
  const id = counterId(analyticsId);
  if (id === null) return;
  ym()(id, 'hit', url, referer ? { referer } : {});
}
