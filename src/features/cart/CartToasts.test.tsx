import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { fetchStub } from '#tests/support/fetchStub.ts';
import { makeLine } from '#tests/support/cartFixtures.ts';
import { specCartAnswer } from '#tests/support/specOnly.ts';
import { closeToast, toast } from '@/components/toast';
import { readConfig } from '@/config/env';
import { RootStore } from '@/stores/RootStore';
import { StoresProvider } from '@/stores/context';
import { SafeStorage } from '@/stores/storage';
import CartToasts from './CartToasts';

vi.mock('@/components/toast', () => ({ toast: vi.fn(), closeToast: vi.fn(), mountToaster: vi.fn() }));

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

/** The keys of the "added to cart" toasts shown so far. */
const addedKeys = () =>
  vi
    .mocked(toast)
    .mock.calls.map(([, options]) => options?.key)
    .filter((key) => String(key).startsWith('cart-added-'));

afterEach(() => vi.clearAllMocks());

describe('the "added to cart" toast', () => {
  it('goes when the cart opens: its action is done, and on a phone it lies over the first line', () => {
    const { store, moreMessages } = renderToasts();
    act(() => {
      store.cart.add(makeLine({ id: 701 }));
      store.cart.add(makeLine({ id: 702, name: 'Наполеон' }));
    });
    expect(addedKeys()).toHaveLength(2);
    moreMessages();
    expect(closeToast).not.toHaveBeenCalled();
    act(() => store.cart.open());
    expect(vi.mocked(closeToast).mock.calls.map(([key]) => key)).toEqual(addedKeys());
    // One shown while the cart is already open is not closed: only opening the cart closes them.
    act(() => store.cart.add(makeLine({ id: 701 })));
    expect(addedKeys()).toHaveLength(3);
    expect(closeToast).toHaveBeenCalledTimes(2);
  });
});
