declare global {
  interface Window {
    /** Goals reported while no analytics id is configured (DECISIONS.md section 1): tests read them here. */
    analyticsGoals?: string[];
    ym?: (id: number, action: 'reachGoal', goal: string) => void;
  }
}

/** Reports an analytics goal; without VITE_ANALYTICS_ID it is appended to `window.analyticsGoals`. */
export function reportGoal(goal: string, analyticsId: string | undefined): void {
  if (typeof window === 'undefined') return;
  if (analyticsId && typeof window.ym === 'function') {
    window.ym(Number(analyticsId), 'reachGoal', goal);
    return;
  }
  (window.analyticsGoals ??= []).push(goal);
}
