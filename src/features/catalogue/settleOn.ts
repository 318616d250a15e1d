let current = 0;

/**
 * Brings a menu section that was scrolled to back to the top of the window (under the sticky header and bar: its
 * scroll margin) if the scroll ended elsewhere. Cards keep an estimated height until they are first drawn
 * (`content-visibility: auto`), so the page above the section changes as a long scroll goes by, and a scroll aimed
 * at where the section was when it began can end off it (by a thousand pixels on a phone before the estimate was a
 * phone row's). Once the scroll has stopped (three frames without a move), a section more than 2 px out of place is
 * scrolled to again, as the page scrolls (smoothly unless reduced motion), up to five times, until it is in place
 * or the page cannot scroll further (the end of the page). `from`: where the page stood when the scroll began. The
 * visitor's own wheel, touch or key, or the next call, ends it.
 */
export function settleOn(section: HTMLElement, from: number): void {
  const call = ++current;
  let stopped = false;
  const stop = () => {
    stopped = true;
  };
  const inputs = ['wheel', 'touchstart', 'keydown'] as const;
  for (const type of inputs) window.addEventListener(type, stop, { once: true, passive: true });
  let last = NaN;
  let still = 0;
  let aims = 0;
  // A smooth scroll may take a few frames to start: a scroll counts as stopped once it has moved from where it was
  // aimed (or has not moved for a third of a second).
  let aimedFrom = from;
  let sinceAim = 0;
  let frames = 0;
  const frame = () => {
    const y = window.scrollY;
    still = y === last ? still + 1 : 0;
    last = y;
    sinceAim += 1;
    if (still >= 3 && (y !== aimedFrom || sinceAim >= 20)) {
      const miss =
        section.getBoundingClientRect().top - parseFloat(getComputedStyle(section).scrollMarginTop);
      if (Math.abs(miss) <= 2 || aims === 5 || y === aimedFrom) stopped = true;
      else {
        aims += 1;
        aimedFrom = y;
        sinceAim = 0;
        section.scrollIntoView({ block: 'start' });
      }
    }
    if (!stopped && call === current && (frames += 1) < 600) requestAnimationFrame(frame);
    else for (const type of inputs) window.removeEventListener(type, stop);
  };
  requestAnimationFrame(frame);
}
