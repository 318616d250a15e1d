// Goals and page views for Yandex Metrika (DECISIONS.md section 1); the counter itself starts from
// ./metrika.ts, loaded after the page has loaded (main.tsx).

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
export function ym(): Ym {
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
