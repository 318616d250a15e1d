import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { fetchStub } from '#tests/support/fetchStub.ts';
import { makeLine } from '#tests/support/cartFixtures.ts';
import { specCartAnswer } from '#tests/support/specOnly.ts';
import { toast as toast_ } from '@/components/toast';
import { readConfig } from '@/config/env';
import { RootStore } from '@/stores/RootStore';
import { StoresProvider } from '@/stores/context';
import { SafeStorage } from '@/stores/storage';
import CartToasts from './CartToasts';

vi.mock('@/components/toast', () => ({ toast: vi.fn() }));

const memory = () => new SafeStorage(() => undefined);

function renderToasts() {
  const { client } = fetchStub({ '/api/main_pages/getCart.php': { json: specCartAnswer([701, 702]) } });
  const store = new RootStore({ api: client, config: readConfig({}), local: memory(), session: memory() });
  const ui = (messages: Record<string, string>) => (
    <StoresProvider store={store}>
      <IntlProvider locale="ru" defaultLocale="ru" messages={messages}>
        <CartToasts />
      </IntlProvider>
    </StoresProvider>
  );
  const { rerender } = render(ui({}));
  /** The rest of the messages arrives (the first toast loads them): a new `intl`. */
  const moreMessages = () => rerender(ui({ 'cart.more': 'Ещё' }));
  return { store, moreMessages };
}

/** The header, its bottom edge at `bottom` px in the viewport. */
function headerAt(bottom: number) {
  const header = document.createElement('header');
  header.dataset.testid = 'header';
  header.getBoundingClientRect = () => ({ bottom }) as DOMRect;
  document.body.append(header);
}

const added = () => screen.queryAllByTestId('cart-added-toast');

/** The toast shows after the frame of the tap's own change has painted. */
const afterPaint = () =>
  act(() => {
    vi.advanceTimersToNextFrame();
    // A timer of no delay counts as 1 ms.
    vi.advanceTimersByTime(1);
  });

beforeEach(() =>
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  }),
);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

describe('the "added to cart" toast', () => {
  it('shows 1.5 s top-right below the header with the name and picture, then slides out and goes', () => {
    headerAt(76);
    const { store } = renderToasts();
    act(() => store.cart.add(makeLine({ id: 701 })));
    expect(added()).toHaveLength(0);
    afterPaint();
    const [toast] = added();
    expect(toast).toHaveTextContent('Вы добавили в корзину');
    expect(toast).toHaveTextContent('Медовик');
    expect(toast!.querySelector('img')).toHaveAttribute('src', expect.stringContaining('/products/701.webp'));
    // 8 px below the header (notistack's container), 6 px more inside it, as before.
    expect(toast!.style.top).toBe('90px');
    // Its own button, announced politely, not through notistack.
    expect(toast!.parentElement).toHaveAttribute('role', 'status');
    expect(toast).toHaveAccessibleName('Вы добавили в корзину Медовик Открыть корзину');
    expect(toast).not.toHaveClass('cart-added-toast-leaving');
    expect(vi.mocked(toast_)).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1499));
    expect(added()[0]).not.toHaveClass('cart-added-toast-leaving');
    act(() => void vi.advanceTimersByTime(1));
    expect(added()[0]).toHaveClass('cart-added-toast-leaving');
    act(() => void vi.advanceTimersByTime(195));
    expect(added()).toHaveLength(0);
  });

  it('a newer add replaces it in place and starts its 1.5 s again; the rest of the messages arriving keeps it', () => {
    const { store, moreMessages } = renderToasts();
    act(() => store.cart.add(makeLine({ id: 701 })));
    afterPaint();
    act(() => void vi.advanceTimersByTime(1000));
    act(() => store.cart.add(makeLine({ id: 702, name: 'Наполеон' })));
    afterPaint();
    moreMessages();
    expect(added()).toHaveLength(1);
    expect(added()[0]).toHaveTextContent('Наполеон');
    act(() => void vi.advanceTimersByTime(1000));
    expect(added()).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(500 + 195));
    expect(added()).toHaveLength(0);
  });

  it('goes at once when the cart opens: its action is done, and on a phone it lies over the first line', () => {
    const { store } = renderToasts();
    act(() => store.cart.add(makeLine({ id: 701 })));
    afterPaint();
    act(() => added()[0]!.click());
    expect(store.ui.cartOpen).toBe(true);
    expect(added()).toHaveLength(0);
    // One added while the cart is open shows: only opening the cart takes them away.
    act(() => store.cart.add(makeLine({ id: 702, name: 'Наполеон' })));
    afterPaint();
    expect(added()[0]).toHaveTextContent('Наполеон');
  });

  it('never shows when the cart opened before it did (added and opened at once)', () => {
    const { store } = renderToasts();
    act(() => {
      store.cart.add(makeLine({ id: 701 }));
      store.cart.open();
    });
    afterPaint();
    act(() => void vi.advanceTimersByTime(1500));
    expect(added()).toHaveLength(0);
  });

  it('stays while the pointer or focus is on it, then half its time', () => {
    const { store } = renderToasts();
    act(() => store.cart.add(makeLine({ id: 701 })));
    afterPaint();
    const toast = added()[0]!;
    act(() => {
      fireEvent.pointerEnter(toast);
      vi.advanceTimersByTime(5000);
    });
    expect(added()[0]).not.toHaveClass('cart-added-toast-leaving');
    act(() => void fireEvent.pointerLeave(toast));
    act(() => void vi.advanceTimersByTime(749));
    expect(added()[0]).not.toHaveClass('cart-added-toast-leaving');
    act(() => void vi.advanceTimersByTime(1 + 195));
    expect(added()).toHaveLength(0);
    act(() => store.cart.add(makeLine({ id: 702 })));
    afterPaint();
    act(() => {
      added()[0]!.focus();
      vi.advanceTimersByTime(5000);
    });
    expect(added()).toHaveLength(1);
    // Sliding out, it goes even if the pointer meets it on the way.
    act(() => added()[0]!.blur());
    act(() => void vi.advanceTimersByTime(750));
    expect(added()[0]).toHaveClass('cart-added-toast-leaving');
    act(() => void fireEvent.pointerEnter(added()[0]!));
    act(() => void vi.advanceTimersByTime(195));
    expect(added()).toHaveLength(0);
  });
});
