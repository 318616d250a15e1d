import { useLayoutEffect, useState } from 'react';
import { FETCH_MIN_DISPLAY_MS } from '@/domain/constants';

/**
 * Whether a fetch's loading state is to be shown: while `loading`, and once on screen, until it has been there
 * 200 ms (SPEC.md section 9's minimum display), so a quick answer does not flash a skeleton for a frame. Counted
 * from the commit that put it on screen (a render may wait a while for a lazy part before it commits). A page
 * whose data is there at its first render (prerendered, or loaded before) shows no loading state and waits for
 * nothing.
 */
export function useMinimumDisplay(loading: boolean): boolean {
  // `held`: a loading state has been put on screen and has not yet been there 200 ms.
  const [held, setHeld] = useState(loading);
  const [wasLoading, setWasLoading] = useState(loading);
  if (loading !== wasLoading) {
    setWasLoading(loading);
    if (loading) setHeld(true);
  }
  useLayoutEffect(() => {
    if (!held) return;
    const timer = setTimeout(() => setHeld(false), FETCH_MIN_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [held]);
  return loading || held;
}
