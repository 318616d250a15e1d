// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { toast } from './toast';

/** A header whose bottom edge is at `bottom` px in the viewport. */
function headerAt(bottom: number) {
  document.body.innerHTML = '<header data-testid="header"></header>';
  document.querySelector('header')!.getBoundingClientRect = () => ({ bottom }) as DOMRect;
}

const rules = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent);

describe('toast', () => {
  it('places top-right toasts 8 px below the header by a rule of their own, not on the root', () => {
    headerAt(60.4);
    toast('Вы добавили в корзину', { anchorOrigin: { vertical: 'top', horizontal: 'right' } });
    expect(rules()).toEqual(['.toast-below-header{top:68px!important}']);
    // A custom property on the root is inherited: it restyled every element of the page.
    expect(document.documentElement.getAttribute('style')).toBeNull();

    // Scrolled (the header's edge moved): the same rule follows, no second style sheet.
    headerAt(-20);
    toast('Ещё раз', { anchorOrigin: { vertical: 'top', horizontal: 'right' } });
    expect(rules()).toEqual(['.toast-below-header{top:8px!important}']);
  });

  it('leaves the rule alone for toasts elsewhere', () => {
    headerAt(120);
    const before = rules();
    toast('Сохранено', { anchorOrigin: { vertical: 'top', horizontal: 'center' } });
    expect(rules()).toEqual(before);
  });
});
