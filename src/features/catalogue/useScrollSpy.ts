import { useEffect, useRef, useState } from 'react';

/**
 * Reports which section crosses a line `offset` px below the top of the window (under the sticky
 * header and bar). IntersectionObserver, so nothing runs per scroll frame.
 */
export function useScrollSpy(
  ids: readonly string[],
  offset: number,
  onActive: (id: string) => void,
): { pause: (ms: number) => void } {
  const [viewport, setViewport] = useState(() => (typeof window === 'undefined' ? 800 : window.innerHeight));
  const pausedUntil = useRef(0);
  const callback = useRef(onActive);
  useEffect(() => {
    callback.current = onActive;
  }, [onActive]);
  useEffect(() => {
    const onResize = () => setViewport(window.innerHeight);
    // A paused spy wakes up when the smooth scroll it waited for has ended.
    const onScrollEnd = () => {
      pausedUntil.current = 0;
    };
    window.addEventListener('resize', onResize, { passive: true });
    window.addEventListener('scrollend', onScrollEnd, { passive: true });
    return () => {
      window.removeEventListener('resize', onResize);
      window.removeEventListener('scrollend', onScrollEnd);
    };
  }, []);
  const key = ids.join('|');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || !key) return;
    const order = key.split('|');
    const visible = new Set<string>();
    const bottom = Math.max(0, viewport - offset - 1);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        if (Date.now() < pausedUntil.current) return;
        const first = order.find((id) => visible.has(id));
        if (first) callback.current(first);
      },
      { rootMargin: `-${offset}px 0px -${bottom}px 0px`, threshold: 0 },
    );
    for (const id of order) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key, offset, viewport]);
  return {
    // While a click scrolls smoothly to a section, the sections passed on the way are not reported.
    pause: (ms: number) => {
      pausedUntil.current = Date.now() + ms;
    },
  };
}
