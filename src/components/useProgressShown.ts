import { useEffect, useState } from 'react';
import { PROGRESS_THROTTLE_MS } from '@/domain/constants';

/**
 * Whether a progress bar shows: once `loading` has lasted SPEC.md section 9's 200 ms throttle, until it ends. A
 * quick load shows none, so nothing flashes (and a page does no work for it).
 */
export function useProgressShown(loading: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setShown(true), PROGRESS_THROTTLE_MS);
    // The load ended: the next one waits its own throttle.
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [loading]);
  return loading && shown;
}
