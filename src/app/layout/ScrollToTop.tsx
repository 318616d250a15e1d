import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A navigation scrolls smoothly to the top (instantly when the user prefers reduced motion). Not the page the app
 * starts on: a prerendered page is on screen before it hydrates, and a visitor who scrolled it meanwhile stays
 * where they are (so does a reloaded page the browser put back where it was). A locale switch mounts this anew
 * (LocaleRoot is keyed by locale) after a link's navigation: that one scrolls.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  const shown = useRef(navigation === 'POP' ? pathname : null);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
