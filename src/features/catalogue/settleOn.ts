let current = 0;

/** Corrections at most per call (each one draws the cards it brings near, which may move the section again). */
const MAX_CORRECTIONS = 10;
/** How long after the scroll's end (or the last correction) the section is still watched. */
const WATCH_MS = 1000;
/** How long it is watched at most (a smooth scroll that never ends, a page that keeps moving). */
const LONGEST_MS = 10_000;
/** Where `scrollend` is not supported: the scroll has ended after this long without a scroll event. */
const END_WITHOUT_EVENT_MS = 150;

/**
 * Keeps a menu section that was scrolled to at the top of the window (under the sticky header and bar: its scroll
 * margin) once the scroll has ended. Cards keep an estimated height until they are first drawn (`content-visibility:
 * auto`), and the browser's scroll anchoring does not follow that drawing, so the cards drawn around the landing
 * place move the section (about 70 px on a phone), and the header turning compact moves its scroll margin. A
 * ResizeObserver on the sections and the header sees each such change after the layout that made it and before
 * that frame is painted, and the section is scrolled to again there: with reduced motion (an instant scroll) the
 * first frame drawn after the jump already shows it in place, with no second scroll or frames spent waiting for
 * the page to stand still. A smooth scroll is left to run: what it finds is set right once it has ended (the page's
 * `scroll-behavior` again). Ends with the visitor's own wheel, touch or key, any other scroll from the page at
 * rest, the next call, or a second after the last correction.
 */
export function settleOn(section: HTMLElement): void {
  const call = ++current;
  const endEvent = window.onscrollend !== undefined;
  // Where the page is at rest after the scroll or the last correction; null while a scroll is under way. An instant
  // scroll (reduced motion) has ended when it returns; a smooth one ends with `scrollend`.
  const restingAt = () =>
    endEvent && getComputedStyle(document.documentElement).scrollBehavior !== 'smooth'
      ? window.scrollY
      : null;
  let rest = restingAt();
  let corrections = 0;
  let watch: ReturnType<typeof setTimeout> | undefined;
  let endTimer: ReturnType<typeof setTimeout> | undefined;
  const inputs = ['wheel', 'touchstart', 'keydown'] as const;

  const place = () => {
    if (call !== current) return stop();
    if (rest === null) return;
    const miss = section.getBoundingClientRect().top - parseFloat(getComputedStyle(section).scrollMarginTop);
    if (Math.abs(miss) > 2 && corrections < MAX_CORRECTIONS) {
      corrections += 1;
      section.scrollIntoView({ block: 'start' });
      rest = restingAt();
    }
    clearTimeout(watch);
    watch = setTimeout(stop, WATCH_MS);
  };
  const onEnd = () => {
    rest = window.scrollY;
    place();
  };
  const onScroll = () => {
    // A scroll from the page at rest that is not a correction (a link, the scrollbar, another script) ends it.
    if (rest !== null && Math.abs(window.scrollY - rest) > 1) return stop();
    if (endEvent) return;
    clearTimeout(endTimer);
    endTimer = setTimeout(onEnd, END_WITHOUT_EVENT_MS);
  };
  const observer = new ResizeObserver(place);
  function stop() {
    observer.disconnect();
    clearTimeout(longest);
    clearTimeout(watch);
    clearTimeout(endTimer);
    for (const type of inputs) window.removeEventListener(type, stop);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('scrollend', onEnd);
  }

  for (const type of inputs) window.addEventListener(type, stop, { passive: true });
  window.addEventListener('scroll', onScroll, { passive: true });
  if (endEvent) window.addEventListener('scrollend', onEnd, { passive: true });
  else onScroll();
  // The first callback comes with the next frame's layout: it checks the landing even if nothing moves.
  const header = document.querySelector('header[data-testid="header"]');
  if (header) observer.observe(header);
  for (const other of section.parentElement?.children ?? []) observer.observe(other);
  const longest = setTimeout(stop, LONGEST_MS);
}
