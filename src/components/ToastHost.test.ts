// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { placeTopRight } from './ToastHost';

/** A header whose bottom edge is at `bottom` px in the viewport. */
function headerAt(bottom: number) {
  const header = document.createElement('header');
  header.dataset.testid = 'header';
  header.getBoundingClientRect = () => ({ bottom }) as DOMRect;
  document.body.append(header);
}

/** The cart panel, open or closed, whose layout box starts `left` px from the window's left edge. */
function cartPanel(left: number, open = true) {
  const panel = document.createElement('div');
  panel.dataset.testid = 'cart-panel';
  panel.hidden = !open;
  Object.defineProperty(panel, 'offsetLeft', { value: left });
  document.body.append(panel);
}

/** Our placement rules in the document (notistack's own styles aside). */
const rules = () =>
  [...document.head.querySelectorAll('style')]
    .map((style) => style.textContent)
    .filter((text) => text.includes('toast-below-header'));

beforeEach(() => {
  document.body.innerHTML = '';
  Object.defineProperty(document.documentElement, 'clientWidth', { value: 1366, configurable: true });
});

describe('placeTopRight', () => {
  it('places top-right toasts 8 px below the header by a rule of their own, not on the root', () => {
    headerAt(60.4);
    placeTopRight();
    expect(rules()).toEqual(['.toast-below-header{top:68px!important}']);
    // A custom property on the root is inherited: it restyled every element of the page.
    expect(document.documentElement.getAttribute('style')).toBeNull();

    // Scrolled (the header's edge moved): the same rule follows, no second style sheet.
    document.body.innerHTML = '';
    headerAt(-20);
    placeTopRight();
    expect(rules()).toEqual(['.toast-below-header{top:8px!important}']);
  });

  it('keeps them off the open cart panel: beside it where there is room, else over its title bar', () => {
    headerAt(120);
    cartPanel(780, false);
    placeTopRight();
    expect(rules()).toEqual(['.toast-below-header{top:128px!important}']);

    document.body.innerHTML = '';
    headerAt(120);
    cartPanel(780);
    placeTopRight();
    expect(rules()).toEqual(['.toast-below-header{top:128px!important;right:602px!important}']);

    // 360 px left of the panel is the least room beside it (a 946 px window); a phone's panel is the whole width.
    for (const [left, rule] of [
      [360, '.toast-below-header{top:128px!important;right:1022px!important}'],
      [359, '.toast-below-header{top:8px!important}'],
      [0, '.toast-below-header{top:8px!important}'],
    ] as const) {
      document.body.innerHTML = '';
      headerAt(120);
      cartPanel(left);
      placeTopRight();
      expect(rules()).toEqual([rule]);
    }
  });
});
