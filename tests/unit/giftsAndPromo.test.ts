import { runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lineKey } from '@/domain/cartLine';
import { MemoryStorage } from '#tests/support/memoryStorage.ts';
import { lineOf, makeStores, P, waitFor } from './storeHarness';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A cart of exactly `sum` made of eggs Benedict (790), avocado toast (590) and honey cake (420) — see the gift-boundary scenario. */
async function cartAt3600(options: Parameters<typeof makeStores>[0] = {}) {
  const h = makeStores(options);
  h.store.cart.add(lineOf(h.db, P.eggsBenedict), 2);
  h.store.cart.add(lineOf(h.db, P.avocadoToast), 2);
  h.store.cart.add(lineOf(h.db, P.honeyCake), 2);
  h.store.cart.open();
  await waitFor(() => expect(h.store.cart.status).toBe('ready'));
  h.store.cart.takeNotices();
  return h;
}
const honeyKey = (h: Awaited<ReturnType<typeof cartAt3600>>) =>
  lineKey(h.store.cart.lines.find((l) => l.id === P.honeyCake)!);

describe('gifts by order total', () => {
  it('at exactly 3600 the lemonade tier applies and the first lemonade is preselected', async () => {
    const h = await cartAt3600();
    expect(h.store.cart.totals.goodsTotal).toBe(3600);
    expect(h.store.presents.tier?.min).toBe(3600);
    expect(h.store.presents.presents.map((p) => p.id)).toEqual([3001]);
    expect(h.store.presents.showChoice).toBe(true);
  });

  it('at 3180 (one honey cake less) there is no gift', async () => {
    const h = await cartAt3600();
    h.store.cart.setCount(honeyKey(h), 1);
    expect(h.store.cart.totals.goodsTotal).toBe(3180);
    expect(h.store.presents.presents).toEqual([]);
  });

  it('keeps the chosen gift in session storage, and "No gift" too', async () => {
    const h = await cartAt3600();
    h.store.presents.choose(3002);
    expect(h.store.presents.presents.map((p) => p.id)).toEqual([3002]);
    await waitFor(() =>
      expect(JSON.parse(h.session.getItem('chosenGift') ?? '{}')).toEqual({ tier: 3002, promo: null }),
    );
    h.store.presents.choose('none');
    expect(h.store.presents.presents).toEqual([]);
    expect(h.store.presents.selected).toBe('none');
    await waitFor(() =>
      expect(JSON.parse(h.session.getItem('chosenGift') ?? '{}')).toEqual({ tier: 'none', promo: null }),
    );
  });

  it('restores the chosen gift from session storage', async () => {
    const session = new MemoryStorage();
    session.setItem('chosenGift', JSON.stringify({ tier: 3003, promo: null }));
    const h = await cartAt3600({ session });
    expect(h.store.presents.presents.map((p) => p.id)).toEqual([3003]);
  });

  it('gives no tier gift for pickup', async () => {
    const h = await cartAt3600();
    h.store.cart.setTypeDelivery('pickup');
    expect(h.store.presents.presents).toEqual([]);
  });

  it('categories 924, 939 and 971 stop gifts', async () => {
    const h = await cartAt3600();
    h.store.cart.add(lineOf(h.db, P.businessLunch));
    expect(h.store.presents.stopPresents).toBe(true);
    expect(h.store.presents.presents).toEqual([]);
    expect(h.store.presents.reminder).toBeNull();
  });

  it('sends the chosen gift to getCart as presents', async () => {
    const h = await cartAt3600();
    h.store.presents.choose(3002);
    await h.store.cart.refresh();
    expect(h.callsTo('getCart').at(-1)?.body.presents).toMatchObject([{ id: 3002 }]);
  });
});

describe('the reminder toast', () => {
  it('says how much more to spend when a change lands in 2200..3599', async () => {
    const h = await cartAt3600();
    h.store.cart.setCount(honeyKey(h), 1); // 3180
    await waitFor(() =>
      expect(h.store.cart.notices).toMatchObject([
        { kind: 'reminder', missing: 420, namePresent: { ru: 'Лимонад', en: 'LEMONADE' } },
      ]),
    );
  });

  it('says nothing below 2200 or from 3600', async () => {
    vi.useFakeTimers();
    const h = makeStores();
    h.store.cart.add(lineOf(h.db, P.eggsBenedict), 2); // 1580
    h.store.cart.open();
    await waitFor(() => expect(h.store.cart.status).toBe('ready'));
    await vi.advanceTimersByTimeAsync(400);
    expect(h.store.cart.takeNotices().filter((n) => n.kind === 'reminder')).toEqual([]);
    expect(h.store.presents.reminder).toBeNull();
  });

  it('is in the band at 2200 exactly', async () => {
    const h = makeStores();
    h.store.cart.add(lineOf(h.db, P.eggsBenedict), 2); // 1580
    h.store.cart.add(lineOf(h.db, P.honeyCake)); // 2000
    h.store.cart.add({ ...lineOf(h.db, P.eclair), price: 200 }); // 2200 (before the server corrects the price)
    expect(h.store.cart.totals.goodsTotal).toBe(2200);
    expect(h.store.presents.reminder).toBeNull(); // tiers not known yet
    const tier = {
      min: 3600,
      max: 1e6,
      minToats: 2200,
      choice: true,
      namePresent: { ru: 'Лимонад', en: 'LEMONADE' },
      list: [],
    };
    runInAction(() => {
      h.store.cart.answer = {
        lines: [],
        tiers: [tier],
        pickupDiscountPercent: 0,
        priceDelivery: null,
        smallOrderGiftPromos: [],
        deliveryTerms: null,
      };
    });
    expect(h.store.presents.reminder?.missing).toBe(1400);
  });
});

describe('promo codes', () => {
  it('SKIDKA10 takes 10 % off the discountable lines and clears the gifts', async () => {
    const h = await cartAt3600();
    h.store.cart.add(lineOf(h.db, P.coffeeBeans)); // 990, not_discount
    expect(await h.store.promo.apply('  SKIDKA10 ')).toBe('applied');
    expect(h.callsTo('check_promo').at(-1)?.body).toEqual({ promo: 'SKIDKA10' });
    expect(h.store.cart.totals).toMatchObject({ sum: 4590, promoPercentDiscount: 360, discount: 360 });
    expect(h.store.presents.presents).toEqual([]);
    expect(h.session.getItem('initPromo')).toBe('SKIDKA10');
  });

  it('a percent promo and the pickup discount never stack', async () => {
    const h = await cartAt3600();
    h.store.cart.setTypeDelivery('pickup');
    await waitFor(() => expect(h.store.cart.discountPickup).toBe(10));
    expect(h.store.cart.totals.pickupDiscount).toBe(360);
    await h.store.promo.apply('SKIDKA10');
    expect(h.store.cart.totals).toMatchObject({ pickupDiscount: 0, promoPercentDiscount: 360, total: 3240 });
  });

  it('MINUS500 takes 500 off; clearing the promo resets the discount and brings the gift back', async () => {
    const h = await cartAt3600();
    await h.store.promo.apply('MINUS500');
    expect(h.store.cart.totals).toMatchObject({ promoSumDiscount: 500, total: 3450 });
    expect(h.store.presents.presents).toEqual([]);
    h.store.promo.clear();
    expect(h.store.cart.totals).toMatchObject({ discount: 0, total: 3950 });
    expect(h.store.presents.presents.map((p) => p.id)).toEqual([3001]);
    await waitFor(() => expect(h.session.getItem('promoType')).toBeNull());
  });

  it('PODAROK gives the promo gift instead of the tier gift', async () => {
    const h = await cartAt3600();
    await h.store.promo.apply('podarok');
    expect(h.store.presents.presents).toMatchObject([
      { id: 3101, name: 'Эклер в подарок', englishName: 'Free eclair' },
    ]);
    expect(h.store.cart.totals.discount).toBe(0);
  });

  it('an unknown code sets the error flag and changes nothing', async () => {
    const h = await cartAt3600();
    expect(await h.store.promo.apply('NOPE42')).toBe('invalid');
    expect(h.store.promo.status).toBe('invalid');
    expect(h.store.promo.applied).toBeNull();
    h.store.promo.resetStatus();
    expect(h.store.promo.status).toBe('idle');
  });

  it('a code of 4 characters is not sent; 5 is', async () => {
    const h = await cartAt3600();
    expect(await h.store.promo.apply(' ABCD ')).toBe('short');
    expect(h.callsTo('check_promo')).toHaveLength(0);
    expect(await h.store.promo.apply('ABCDE')).toBe('invalid');
    expect(h.callsTo('check_promo')).toHaveLength(1);
  });

  it('the used gift promo gives the used error without asking the server', async () => {
    const local = new MemoryStorage();
    local.setItem('promoPresent', 'PODAROK');
    const h = await cartAt3600({ local });
    expect(await h.store.promo.apply(' podarok')).toBe('used');
    expect(h.store.promo.status).toBe('used');
    expect(h.callsTo('check_promo')).toHaveLength(0);
    expect(await h.store.promo.apply('DESERT')).toBe('applied');
  });

  it('after an order with a gift promo, the code is kept as used (promoPresent)', async () => {
    const h = await cartAt3600();
    await h.store.promo.apply('DESERT');
    h.store.promo.markUsed();
    await waitFor(() => expect(h.local.getItem('promoPresent')).toBe('DESERT'));
  });

  it('is restored from session storage', async () => {
    const first = await cartAt3600();
    await first.store.promo.apply('SKIDKA10');
    await waitFor(() => expect(first.session.getItem('promoType')).not.toBeNull());
    const again = makeStores({ session: first.session });
    expect(again.store.promo.applied).toEqual({ type: 'persent', promo: 'SKIDKA10', value: 10 });
    expect(again.store.promo.smallOrderGiftPromos).toEqual(['PODAROK', 'DESERT']);
  });

  it('drops a half-stored or garbled promo', async () => {
    const session = new MemoryStorage();
    session.setItem('initPromo', 'SKIDKA10');
    session.setItem('promoType', '{"type":"persent","promo":"SKIDKA10","value":"lots"}');
    const h = makeStores({ session });
    expect(h.store.promo.applied).toBeNull();
    await waitFor(() => expect(session.getItem('initPromo')).toBeNull());
  });

  it('the last of overlapping checks wins', async () => {
    const h = makeStores({ delay: (call) => (call.body.promo === 'SKIDKA10' ? 80 : 5) });
    const slow = h.store.promo.apply('SKIDKA10');
    const fast = h.store.promo.apply('MINUS500');
    expect(await fast).toBe('applied');
    expect(await slow).toBe('stale');
    expect(h.store.promo.applied?.promo).toBe('MINUS500');
  });

  it('a failed check shows an error and keeps the applied promo', async () => {
    const h = await cartAt3600();
    await h.store.promo.apply('MINUS500');
    h.harness.fail = { path: /check_promo/, as: 'http' };
    expect(await h.store.promo.apply('SKIDKA10')).toBe('error');
    expect(h.store.promo.status).toBe('error');
    expect(h.store.promo.applied?.promo).toBe('MINUS500');
  });
});

describe('small-order gift promos (below 1500)', () => {
  async function withPromo(code: string, count: number) {
    const h = makeStores();
    h.store.cart.add(lineOf(h.db, P.salmon)); // 1290
    h.store.cart.add({ ...lineOf(h.db, P.eclair), price: 210 }, count); // 1500 with one
    expect(await h.store.promo.apply(code)).toBe('applied');
    return h;
  }
  it('closing the cart at 1499 drops PODAROK', async () => {
    const h = await withPromo('PODAROK', 1);
    h.store.cart.open();
    h.store.cart.setCount(lineKey(h.store.cart.lines[1]!), 0);
    h.store.cart.add({ ...lineOf(h.db, P.eclair), price: 209 });
    expect(h.store.cart.totals.goodsTotal).toBe(1499);
    h.store.cart.close();
    expect(h.store.promo.applied).toBeNull();
    expect(h.store.cart.takeNotices().filter((n) => n.kind === 'promoDropped')).toMatchObject([
      { promo: 'PODAROK' },
    ]);
  });
  it('closing the cart at 1500 keeps DESERT', async () => {
    const h = await withPromo('DESERT', 1);
    h.store.cart.open();
    h.store.cart.close();
    expect(h.store.promo.applied?.promo).toBe('DESERT');
  });
  it('going to checkout below 1500 drops the gift promo too', async () => {
    const h = makeStores();
    h.store.cart.add(lineOf(h.db, P.salmon));
    await h.store.promo.apply('DESERT');
    h.store.cart.open();
    h.store.cart.beforeCheckout();
    expect(h.store.promo.applied).toBeNull();
    expect(h.store.ui.cartOpen).toBe(false);
  });
  it('does not drop a gift promo the server does not list', async () => {
    const h = makeStores();
    h.db.promos.smallOrderGiftPromos = ['DESERT'];
    h.store.cart.add(lineOf(h.db, P.salmon));
    await h.store.promo.apply('PODAROK');
    h.store.cart.open();
    await waitFor(() => expect(h.store.cart.status).toBe('ready'));
    h.store.cart.close();
    expect(h.store.promo.applied?.promo).toBe('PODAROK');
  });
});

describe('changing a promo gift from 3200', () => {
  it('3199 shows no change icon, 3200 does; a lemonade or no gift can replace the promo gift, or it is kept', async () => {
    const h = makeStores();
    h.store.cart.add(lineOf(h.db, P.salmon), 2); // 2580
    h.store.cart.add({ ...lineOf(h.db, P.eclair), price: 619 }); // 3199
    await h.store.promo.apply('PODAROK');
    h.store.cart.open();
    await waitFor(() => expect(h.store.cart.status).toBe('ready'));
    // the server corrected the eclair's price to 260; put the total back on the boundary
    h.store.cart.setCount(lineKey(h.store.cart.lines[1]!), 0);
    h.store.cart.add({ ...lineOf(h.db, P.eclair), price: 619 });
    expect(h.store.cart.totals.goodsTotal).toBe(3199);
    expect(h.store.presents.canChangePromoGift).toBe(false);
    h.store.cart.setCount(lineKey(h.store.cart.lines[1]!), 0);
    h.store.cart.add({ ...lineOf(h.db, P.eclair), price: 620 });
    expect(h.store.cart.totals.goodsTotal).toBe(3200);
    expect(h.store.presents.canChangePromoGift).toBe(true);
    expect(h.store.presents.choiceList.map((p) => p.id)).toEqual([3001, 3002, 3003]);
    h.store.presents.choose(3002);
    expect(h.store.presents.presents.map((p) => p.id)).toEqual([3002]);
    h.store.presents.choose('none');
    expect(h.store.presents.presents).toEqual([]);
    h.store.presents.keepPromoGift();
    expect(h.store.presents.presents.map((p) => p.id)).toEqual([3101]);
  });
});
