import { afterEach, describe, expect, it, vi } from 'vitest';
import { layOutCopy } from './WarmUp';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('layOutCopy', () => {
  it('lays out an invisible copy with every part shown, takes nothing from the page and leaves nothing in it', () => {
    document.body.innerHTML = `
      <div id="panel" class="cart-panel" hidden style="--cart-panel-width: 586px">
        <h2 id="cart-title">Корзина</h2>
        <div class="cart-part" hidden><p>Пусто</p></div>
        <div class="cart-part"><img src="/line.webp" srcset="/line@2x.webp 2x" alt=""></div>
      </div>`;
    const panel = document.getElementById('panel') as HTMLElement;
    const before = document.body.innerHTML;
    // What the copy looked like when its layout was read (jsdom has no layout: the read is the moment).
    const laidOut: HTMLElement[] = [];
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      laidOut.push(this.cloneNode(true) as HTMLElement);
      expect(this.isConnected).toBe(true);
      return 0;
    });

    layOutCopy(panel);

    expect(laidOut).toHaveLength(1);
    const [copy] = laidOut as [HTMLElement];
    expect(copy.hidden).toBe(false);
    expect(copy.querySelectorAll('[hidden]')).toHaveLength(0);
    expect(copy.textContent).toContain('Пусто');
    // Nothing a test, a screen reader, a click or the network could meet: no ids, no pictures' addresses, inert,
    // invisible, out of the flow, no transition.
    expect(copy.id).toBe('');
    expect(copy.querySelectorAll('[id]')).toHaveLength(0);
    expect(copy.querySelector('img')?.hasAttribute('src')).toBe(false);
    expect(copy.querySelector('img')?.hasAttribute('srcset')).toBe(false);
    expect(copy.hasAttribute('inert')).toBe(true);
    expect(copy.style.visibility).toBe('hidden');
    expect(copy.style.position).toBe('fixed');
    expect(copy.style.transition).toBe('none');
    expect(copy.style.getPropertyValue('--cart-panel-width')).toBe('586px');
    // Gone at once, and the panel as it was.
    expect(document.body.innerHTML).toBe(before);
  });
});
