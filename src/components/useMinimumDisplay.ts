import { useEffect, useLayoutEffect, useState } from 'react';
import { FETCH_MIN_DISPLAY_MS } from '@/domain/constants';

/** How long a loading state shown at `shownAt` must still stay at `now` (0: it may go). */
export function displayLeft(shownAt: number, now: number): number {
  return Math.max(0, shownAt + FETCH_MIN_DISPLAY_MS - now);
}

/**
 * Whether a fetch's loading state is to be shown: while `loading`, and once on screen, until it has been there
 * 200 ms (SPEC.md section 9's minimum display), so a quick answer does not flash a skeleton for a frame. Counted
 * from the commit that put it on screen (a render may wait a while for a lazy part before it commits). A page
 * whose data is there at its first render (prerendered, or loaded before) shows no loading state and waits for
 * nothing.
 */
export function useMinimumDisplay(loading: boolean): boolean {
  const [shownAt, setShownAt] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (loading && shownAt === null) setShownAt(Date.now());
  }, [loading, shownAt]);
  useEffect(() => {
    if (loading || shownAt === null) return;
    const timer = setTimeout(() => setShownAt(null), displayLeft(shownAt, Date.now()));
    return () => clearTimeout(timer);
  }, [loading, shownAt]);
  return loading || (shownAt !== null && displayLeft(shownAt, Date.now()) > 0);
}
