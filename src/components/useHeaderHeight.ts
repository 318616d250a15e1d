import { useEffect, useState } from 'react';

/** Height of the sticky site header (it shrinks once fixed), for bars that stick right under it. */
export function useHeaderHeight(fallback = 64): number {
  const [height, setHeight] = useState(fallback);
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('header[data-testid="header"]');
    if (!header) return;
    const measure = () => setHeight(Math.round(header.getBoundingClientRect().height));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}
