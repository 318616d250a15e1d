// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAW_BUDGET_MS, drawAhead } from './drawAhead';

// jsdom has no layout and no idle callbacks (whenIdle falls back to a timer): each card gets its top in the window
// here, and each layout read costs `LAYOUT_MS` of a fake clock, so that the budget splits the work.
const LAYOUT_MS = DRAW_BUDGET_MS / 2 + 1;
let clock = 0;
/** The cards shown (`data-draw`) at each layout, by their index. */
let layouts: number[][] = [];

function cards(tops: number[]): HTMLElement[] {
  document.body.innerHTML = tops.map(() => '<article></article>').join('');
  const all = [...document.querySelectorAll('article')];
  all.forEach((card, i) => {
    card.getBoundingClientRect = () => ({ top: tops[i] }) as DOMRect;
  });
  return all;
}

const drawing = () => [...document.querySelectorAll('article')].map((card) => card.hasAttribute('data-draw'));
/** An idle moment, then the two frames after it. */
const idleThenFrames = () => vi.advanceTimersByTimeAsync(50);

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
  clock = 0;
  layouts = [];
  performance.clearMarks('menu-drawn');
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => {
    layouts.push(drawing().flatMap((shown, i) => (shown ? [i] : [])));
    clock += LAYOUT_MS;
    return 0;
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('drawAhead', () => {
  // window.innerHeight is 768 in jsdom: a row at 767 is in the window, one at 768 below it.
  const TOPS = [100, 100, 767, 767, 768, 768, 1300, 1300, 1700];

  it('lays out the rows below the window, a whole row at a time, within the budget of each idle moment', async () => {
    drawAhead(cards(TOPS));
    expect(layouts).toEqual([]);

    await vi.advanceTimersByTimeAsync(0);
    // The first idle moment: two rows fit in the budget (two layouts), the rows in the window are left alone.
    expect(layouts).toEqual([
      [4, 5],
      [4, 5, 6, 7],
    ]);
    expect(drawing()).toEqual([false, false, false, false, true, true, true, true, false]);

    await idleThenFrames();
    expect(layouts).toEqual([[4, 5], [4, 5, 6, 7], [8]]);
    await idleThenFrames();
    // Skipped again once a frame has been drawn with them; nothing more to do, and the end marked once.
    expect(drawing().some(Boolean)).toBe(false);
    await idleThenFrames();
    expect(layouts).toHaveLength(3);
    expect(performance.getEntriesByName('menu-drawn')).toHaveLength(1);
  });

  it('stops when its function is called, and leaves no card shown', async () => {
    const stop = drawAhead(cards(TOPS));
    await vi.advanceTimersByTimeAsync(0);
    expect(drawing().some(Boolean)).toBe(true);

    stop();

    expect(drawing().some(Boolean)).toBe(false);
    await idleThenFrames();
    await idleThenFrames();
    expect(layouts).toHaveLength(2);
    expect(performance.getEntriesByName('menu-drawn')).toHaveLength(0);
  });

  it('does nothing when every card is in the window or above it', async () => {
    drawAhead(cards([-400, -400, 100, 100]));
    await idleThenFrames();
    expect(layouts).toEqual([]);
    expect(performance.getEntriesByName('menu-drawn')).toHaveLength(1);
  });
});
