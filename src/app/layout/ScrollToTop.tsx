import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Navigation scrolls smoothly to the top (instantly when the user prefers reduced motion). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
