import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runInAction } from 'mobx';
import { lineKey } from '@/domain/cartLine';
import { REFRESH_DEBOUNCE_MS } from '@/stores/CartStore';
import { MemoryStorage } from '#tests/support/memoryStorage.ts';
import { lineOf, makeStores, P, waitFor } from './storeHarness';

let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const storedCart = (local: MemoryStorage) => JSON.parse(local.getItem('cart') ?? 'null') as unknown;

describe('restoring the cart from local storage', () => {
  it('restores the stored lines on first init', async () => {
    const seed = makeStores();
    const local = new MemoryStorage();
    local.setItem('cart', JSON.stringify([{ ...lineOf(seed.db, P.honeyCake), count: 3 }]));
    const { store } = makeStores({ local });
    expect(store.cart.lines).toHaveLength(1);
    expect(store.cart.count).toBe(3);
  });

  it('keeps the valid lines of a corrupted cart and drops the rest', async () => {
    const seed = makeStores();
    const local = new MemoryStorage();
    const good = { ...lineOf(seed.db, P.honeyCake), count: 2 };
    local.setItem(
      'cart',
      JSON.stringify([
        good,
        { id: 'x' },
        null,
        42,
        { ...good, id: 705, price: 'abc' },
        { ...good, id: 706, count: -1 },
      ]),
    );
    const { store } = makeStores({ local });
    expect(store.cart.lines.map((l) => l.id)).toEqual([P.honeyCake]);
    expect(storedCart(local)).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
  });

  it('reads an older stored shape: numbers as text, 0/1 flags, missing fields', async () => {
    const local = new MemoryStorage();
    local.setItem(
      'cart',
      JSON.stringify([
        { id: '701', name: 'Медовик', count: '2', price: '420', parent: '16', choice: 0, not_discount: '0' },
      ]),
    );
    const { store } = makeStores({ local });
    expect(store.cart.lines[0]).toMatchObject({
      id: 701,
      count: 2,
      price: 420,
      parent: 16,
      choice: false,
      englishName: '',
      minimum: 1,
      multiplicity: 1,
    });
  });

  it('is restored at once: a line added right after start goes on top of the stored cart and is written at once', () => {
    const seed = makeStores();
    const local = new MemoryStorage();
    local.setItem('cart', JSON.stringify([{ ...lineOf(seed.db, P.honeyCake), count: 2 }]));
    const { store, db } = makeStores({ local });
    expect(store.cart.count).toBe(2);
    store.cart.add(lineOf(db, P.eclair));
    store.cart.add(lineOf(db, P.honeyCake));
    expect(store.cart.lines.map((l) => [l.id, l.count])).toEqual([
      [P.honeyCake, 3],
      [P.eclair, 1],
    ]);
    expect(storedCart(local)).toHaveLength(2);
  });

  it('drops a cart that is not JSON at all', async () => {
    const local = new MemoryStorage();
    local.setItem('cart', '{not json');
    const { store } = makeStores({ local });
    expect(store.cart.lines).toEqual([]);
    expect(local.getItem('cart')).toBe('[]');
  });
});

describe('adding and counting', () => {
  it('adds a line, adds to the count for the same id and choice, adds a line for another choice', async () => {
    const { store, db, local } = makeStores();
    store.cart.add(lineOf(db, P.cappuccino, 1));
    store.cart.add(lineOf(db, P.cappuccino, 1));
    store.cart.add(lineOf(db, P.cappuccino, 0));
    expect(store.cart.lines.map((l) => [l.choiceName, l.count, l.price])).toEqual([
      ['Овсяное молоко', 2, 400],
      ['Коровье молоко', 1, 330],
    ]);
    expect(store.cart.count).toBe(3);
    expect(storedCart(local)).toHaveLength(2);
  });

  it('starts at the minimum and steps by the multiplicity', async () => {
    const { store, db } = makeStores();
    store.cart.add(lineOf(db, P.canape));
    expect(store.cart.lines[0]?.count).toBe(12);
    store.cart.add(lineOf(db, P.canape));
    expect(store.cart.lines[0]?.count).toBe(18);
  });

  it('count 0 deletes the line; the stored cart follows', async () => {
    const { store, db, local } = makeStores();
    store.cart.add(lineOf(db, P.honeyCake));
    store.cart.setCount(lineKey(store.cart.lines[0]!), 0);
    expect(store.cart.lines).toEqual([]);
    expect(local.getItem('cart')).toBe('[]');
  });

  it('records an added-to-cart notice, but restoring the stored cart raises none', async () => {
    const seed = makeStores();
    const local = new MemoryStorage();
    local.setItem('cart', JSON.stringify([{ ...lineOf(seed.db, P.eclair), count: 2 }]));
    const { store, db } = makeStores({ local });
    expect(store.cart.takeNotices()).toEqual([]);
    store.cart.add(lineOf(db, P.honeyCake));
    const notices = store.cart.takeNotices();
    expect(notices).toMatchObject([{ kind: 'added', line: { id: P.honeyCake, name: 'Медовик' } }]);
    expect(store.cart.takeNotices()).toEqual([]);
  });

  it('opening the cart drops the "added" notices not shown yet; one added after the opening is kept', async () => {
    const { store, db } = makeStores();
    store.cart.add(lineOf(db, P.honeyCake));
    store.cart.open();
    expect(store.cart.takeNotices()).toEqual([]);
    store.cart.add(lineOf(db, P.eclair));
    expect(store.cart.takeNotices()).toMatchObject([{ kind: 'added', line: { id: P.eclair } }]);
  });

  it('removing the cart clears the lines and furshetSumm', async () => {
    const { store, db } = makeStores();
    store.cart.add(lineOf(db, P.canape));
    expect(store.cart.furshetSumm).toBe(1920);
    store.cart.clear();
    expect(store.cart.lines).toEqual([]);
    expect(store.cart.furshetSumm).toBe(0);
  });

  it('remembers the last order for "repeat order"', async () => {
    const { store, db, local } = makeStores();
    store.cart.add(lineOf(db, P.salmon), 2);
    store.cart.rememberLastOrder();
    expect(store.cart.lastCart).toHaveLength(1);
    // 2 580 р. of goods and the delivery terms' cheapest zone (350 р.), known before any server answer.
    expect(store.cart.lastTotalPrice).toBe(2930);
    expect(local.getItem('lastTotalPrice')).toBe('2930');
    expect(store.auth.lastOrder).toMatchObject({ total: 2930, lines: [{ id: P.salmon, count: 2 }] });
    expect(JSON.parse(local.getItem('lastCart') ?? '[]')).toHaveLength(1);
  });
});

describe('opening the panel', () => {
  it('shows the panel, then the basket view on the next tick, and loads the cart from the server', async () => {
    const { store, db, callsTo } = makeStores();
    store.cart.add(lineOf(db, P.honeyCake));
    store.cart.open();
    expect(store.ui.cartOpen).toBe(true);
    expect(store.ui.cartView).toBe('panel');
    await waitFor(() => expect(store.ui.cartView).toBe('cart'));
    await waitFor(() => expect(store.cart.status).toBe('ready'));
    expect(callsTo('getCart')).toHaveLength(1);
    expect(store.cart.priceDelivery).toBe(350);
    expect(store.presents.tiers).toHaveLength(1);
    store.cart.close();
    expect(store.ui.cartView).toBe('closed');
  });

  it('updates prices, names and images from the server and drops products it no longer sells', async () => {
    const seed = makeStores();
    const local = new MemoryStorage();
    local.setItem(
      'cart',
      JSON.stringify([
        { ...lineOf(seed.db, P.honeyCake), count: 1, price: 100, name: 'Старое имя', img: '' },
        { ...lineOf(seed.db, P.eclair), id: 99999, count: 1 },
      ]),
    );
    const { store } = makeStores({ local });
    store.cart.open();
    await waitFor(() => expect(store.cart.status).toBe('ready'));
    expect(store.cart.lines).toHaveLength(1);
    expect(store.cart.lines[0]).toMatchObject({
      price: 420,
      name: 'Медовик',
      img: '/assets/img/products/701.webp',
    });
    expect(store.cart.takeNotices()).toMatchObject([{ kind: 'removed', reason: 'missing' }]);
  });

  it('an answer the same as the last changes nothing: the lines and the answer keep their identity', async () => {
    const { store, db, callsTo } = makeStores();
    store.cart.add(lineOf(db, P.honeyCake));
    await store.cart.refresh();
    const { lines, answer } = store.cart;
    expect(answer).not.toBeNull();
    await store.cart.refresh();
    expect(callsTo('getCart')).toHaveLength(2);
    expect(store.cart.lines).toBe(lines);
    expect(store.cart.answer).toBe(answer);
  });

  it('a failed refresh keeps the cart as it is and is logged only', async () => {
    const seed = makeStores();
    const local = new MemoryStorage();
    local.setItem('cart', JSON.stringify([{ ...lineOf(seed.db, P.honeyCake), count: 2, price: 100 }]));
    const { store } = makeStores({ local, fail: { path: /getCart/, as: 'network' } });
    store.cart.open();
    await waitFor(() => expect(store.cart.status).toBe('error'));
    expect(store.cart.lines[0]).toMatchObject({ count: 2, price: 100 });
    expect(store.cart.takeNotices()).toEqual([]);
    expect(error).toHaveBeenCalled();
  });
});

describe('tnz carts (cakes to order)', () => {
  it('is tnz with a 1184 line; a refresh removes the other lines', async () => {
    const { store, db } = makeStores();
    store.cart.add(lineOf(db, P.espresso));
    store.cart.add(lineOf(db, P.honeyCakeToOrder));
    expect(store.cart.cartType).toBe('tnz');
    store.cart.takeNotices();
    store.cart.open();
    await waitFor(() => expect(store.cart.status).toBe('ready'));
    expect(store.cart.lines.map((l) => l.id)).toEqual([P.honeyCakeToOrder]);
    expect(store.cart.takeNotices()).toMatchObject([
      { kind: 'removed', reason: 'tnz', lines: [{ id: P.espresso }] },
    ]);
  });

  it('stops gifts, and clears the stored gift when it opens', async () => {
    const session = new MemoryStorage();
    session.setItem('chosenGift', JSON.stringify({ tier: 3002, promo: null }));
    const { store, db } = makeStores({ session });
    expect(store.presents.choices.tier).toBe(3002);
    store.cart.add(lineOf(db, P.honeyCakeToOrder), 2);
    expect(store.presents.stopPresents).toBe(true);
    store.cart.open();
    expect(store.presents.choices).toEqual({ tier: null, promo: null });
    await waitFor(() => expect(session.getItem('chosenGift')).toBeNull());
    await waitFor(() => expect(store.cart.status).toBe('ready'));
    expect(store.presents.presents).toEqual([]);
  });

  it('keeps the price of a cake to order', async () => {
    const { store, db } = makeStores();
    store.cart.add({ ...lineOf(db, P.individualCake), price: 7800, well: 'Медовый, 2 кг' });
    store.cart.open();
    await waitFor(() => expect(store.cart.status).toBe('ready'));
    expect(store.cart.lines[0]).toMatchObject({ price: 7800, well: 'Медовый, 2 кг', indZakaz: 1 });
  });
});

describe('delivery and pickup', () => {
  it('takes the delivery price and the pickup discount percent from getCart', async () => {
    const { store, db, callsTo } = makeStores();
    store.cart.add(lineOf(db, P.salmon), 2);
    store.cart.open();
    await waitFor(() => expect(store.cart.status).toBe('ready'));
    expect(store.cart.totals).toMatchObject({ sum: 2580, deliveryPrice: 350, total: 2930 });
    store.cart.setTypeDelivery('pickup');
    await waitFor(() => expect(store.cart.discountPickup).toBe(10));
    expect(callsTo('getCart').at(-1)?.body.typeDelivery).toBe(1);
    expect(store.cart.totals).toMatchObject({ pickupDiscount: 258, deliveryPrice: 0, total: 2322 });
    store.cart.setTypeDelivery('dostavka');
    await waitFor(() => expect(callsTo('getCart')).toHaveLength(3));
    expect(callsTo('getCart').at(-1)?.body.typeDelivery).toBeUndefined();
    expect(store.cart.totals.pickupDiscount).toBe(0);
  });

  it("names the pickup percent of the delivery terms until the server's, then the server's", async () => {
    const { store, db } = makeStores();
    expect(store.cart.discountPickup).toBe(0);
    expect(store.cart.pickupPercent).toBe(store.cart.deliveryTerms.pickupDiscount);
    expect(store.cart.pickupPercent).toBeGreaterThan(0);
    store.cart.add(lineOf(db, P.salmon), 1);
    store.cart.setTypeDelivery('pickup');
    store.cart.open();
    await waitFor(() => expect(store.cart.discountPickup).toBe(10));
    // A server percent other than the terms' (both are 10 in the fixtures).
    runInAction(() => (store.cart.discountPickup = 7));
    expect(store.cart.pickupPercent).toBe(7);
  });

  it('delivers free from 5000 (the server says so)', async () => {
    const { store, db } = makeStores();
    store.cart.add(lineOf(db, P.salmon), 4);
    store.cart.open();
    await waitFor(() => expect(store.cart.status).toBe('ready'));
    expect(store.cart.totals).toMatchObject({ sum: 5160, deliveryPrice: 0, total: 5160 });
  });
});

describe('buffet minimum', () => {
  it('shows below 5000 and the festive variant with category 1546', async () => {
    const { store, db } = makeStores();
    store.cart.add(lineOf(db, P.canape), 30); // 4800
    expect(store.cart.buffetMinimum).toEqual({ sum: 4800, missing: 200, variant: 'buffet' });
    expect(store.cart.canCheckout).toBe(false);
    store.cart.add(lineOf(db, P.miniPies)); // +3380
    expect(store.cart.buffetMinimum).toBeNull();
    expect(store.cart.canCheckout).toBe(true);
    store.cart.setCount(lineKey(store.cart.lines[0]!), 0);
    expect(store.cart.buffetMinimum).toEqual({ sum: 3380, missing: 1620, variant: 'festive' });
  });
});

describe('quick changes never race', () => {
  it('sends one refresh for a burst of stepper clicks, REFRESH_DEBOUNCE_MS after the last one', async () => {
    vi.useFakeTimers();
    const { store, db, callsTo } = makeStores();
    store.cart.add(lineOf(db, P.honeyCake));
    const key = lineKey(store.cart.lines[0]!);
    for (let count = 2; count <= 8; count += 1) {
      await vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS - 1);
      store.cart.setCount(key, count);
    }
    await vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS - 1);
    expect(callsTo('getCart')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await waitFor(() => expect(store.cart.status).toBe('ready'));
    expect(callsTo('getCart')).toHaveLength(1);
    expect(store.cart.lines[0]?.count).toBe(8);
  });

  it('a late answer never undoes a newer change, and only the newest answer is applied', async () => {
    vi.useFakeTimers();
    const { store, db, callsTo } = makeStores({ delay: (_call, index) => (index === 0 ? 120 : 5) });
    store.cart.add(lineOf(db, P.honeyCake));
    store.cart.open(); // slow answer
    store.cart.add(lineOf(db, P.eclair)); // added while the first answer is on its way
    store.cart.setCount(lineKey(store.cart.lines[0]!), 5);
    await waitFor(() => expect(store.cart.status).toBe('ready'));
    expect(store.cart.lines.map((l) => [l.id, l.count])).toEqual([
      [P.honeyCake, 5],
      [P.eclair, 1],
    ]);
    // The change's own debounced refresh, and no other.
    await vi.advanceTimersByTimeAsync(REFRESH_DEBOUNCE_MS + 200);
    await waitFor(() => expect(store.cart.status).toBe('ready'));
    expect(callsTo('getCart').length).toBe(2);
    expect(store.cart.lines.map((l) => [l.id, l.count])).toEqual([
      [P.honeyCake, 5],
      [P.eclair, 1],
    ]);
  });
});
