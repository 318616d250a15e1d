import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronIcon } from './icons';
import css from './ScrollRow.module.css';

type More = 'none' | 'start' | 'end' | 'both';

function moreOf(el: HTMLElement): More {
  const start = el.scrollLeft > 2;
  const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 2;
  return start && end ? 'both' : start ? 'start' : end ? 'end' : 'none';
}

/**
 * Wraps one horizontally scrolling element (its only child) and shows that it scrolls: the side with more
 * content fades out and carries an arrow that scrolls by most of a screen. The arrows are for pointers and
 * touch; keyboard users tab through the row's own links and buttons, which the browser scrolls into view.
 */
export function ScrollRow({ children }: { children: ReactNode }) {
  const row = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<More>('none');
  useEffect(() => {
    const scroller = row.current?.firstElementChild;
    if (!(scroller instanceof HTMLElement)) return;
    const update = () => setMore(moreOf(scroller));
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    resize?.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, []);
  const scroll = (direction: 1 | -1) => {
    const scroller = row.current?.firstElementChild;
    if (scroller instanceof HTMLElement)
      scroller.scrollBy?.({ left: direction * scroller.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <div ref={row} className={css.row} data-more={more}>
      {children}
      {(more === 'start' || more === 'both') && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          className={`${css.arrow} ${css.prev}`}
          onClick={() => scroll(-1)}
          data-testid="scroll-row-prev"
        >
          <ChevronIcon flip />
        </button>
      )}
      {(more === 'end' || more === 'both') && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          className={`${css.arrow} ${css.next}`}
          onClick={() => scroll(1)}
          data-testid="scroll-row-next"
        >
          <ChevronIcon />
        </button>
      )}
    </div>
  );
}
