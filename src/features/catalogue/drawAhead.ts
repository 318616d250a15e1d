import { whenIdle } from '@/components/whenIdle';

/** How long one idle moment draws cards for, at most (ms: a short task even on a phone, none of it a long task). */
export const DRAW_BUDGET_MS = 6;

/**
 * The row of cards that begins at `from`: its top in the window and the index after its last card. A row at a time:
 * a card drawn beside one still skipped is stretched to that one's estimated height, and would keep that height.
 */
function rowAt(cards: readonly HTMLElement[], from: number): [top: number, end: number] {
  const top = cards[from]?.getBoundingClientRect().top ?? 0;
  let end = from + 1;
  while (end < cards.length && cards[end]?.getBoundingClientRect().top === top) end += 1;
  return [top, end];
}

/**
 * Lays out, a few per idle moment, the cards of `cards` that lie below the window. A card is skipped until it comes
 * near (`content-visibility: auto`, catalogue.module.css), so a tap on a far category used to lay out the ten or
 * twenty cards it brings near in the frame after the tap (about 3 ms each with a phone's CPU). A card shown through
 * one frame (`data-draw`: the browser records its real height then) keeps its layout and that height while it is
 * skipped again: the tap only paints it, and the page below the first screen has its real length. Only cards below
 * the window: drawing one above it would change its height and move what the visitor sees. Returns a function that
 * stops it.
 */
export function drawAhead(cards: readonly HTMLElement[]): () => void {
  if (cards.length === 0) return () => {};
  let next = 0;
  let shown: HTMLElement[] = [];
  let live = true;
  let cancelIdle = () => {};
  const hideShown = () => {
    for (const card of shown) card.removeAttribute('data-draw');
    shown = [];
  };
  const step = () => {
    const start = performance.now();
    while (next < cards.length && performance.now() - start < DRAW_BUDGET_MS) {
      const [top, end] = rowAt(cards, next);
      const row = cards.slice(next, end);
      next = end;
      if (top < window.innerHeight) continue;
      for (const card of row) card.setAttribute('data-draw', '');
      void row[0]?.offsetHeight;
      shown.push(...row);
    }
    if (next >= cards.length && shown.length === 0) {
      // The end, for the bench and the browser tests (scripts/bench/interactions.mjs, tests/e2e/catalogue.spec.ts).
      performance.mark('menu-drawn');
      return;
    }
    // Skipped again after the next frame has been drawn with them (the frame after the one the first callback
    // runs before).
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (!live) return;
        hideShown();
        cancelIdle = whenIdle(step);
      }),
    );
  };
  // Laid out in the page's own fonts, not the fallback they replace (the height would be wrong, the layout redone).
  void (document.fonts?.ready ?? Promise.resolve()).then(() => {
    if (live) cancelIdle = whenIdle(step);
  });
  return () => {
    live = false;
    cancelIdle();
    hideShown();
  };
}
