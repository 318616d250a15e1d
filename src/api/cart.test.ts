// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import presents from '@fixtures/presents.json';
import { makeLine } from '#tests/support/cartFixtures.ts';
import { checkPromoCode, fetchCart } from './cart';
import { ApiClient } from './client';
import { specCartAnswer, specProduct } from '#tests/support/specOnly.ts';

function clientAnswering(body: unknown, apiUrl = 'https://api.test') {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  return new ApiClient({ apiUrl, fetch: fetch as unknown as typeof globalThis.fetch });
}
const cartOf = (body: unknown, apiUrl?: string) =>
  fetchCart(clientAnswering(body, apiUrl), { lines: [makeLine()], presents: [], pickup: false });

afterEach(() => vi.restoreAllMocks());

describe('getCart from a backend that sends only the SPEC fields', () => {
  it('reads the lines without choice fields, the tiers, and our fields at their fallbacks', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answer = await cartOf(specCartAnswer([103, 1186], 10));
    expect(warn).not.toHaveBeenCalled();
    const cappuccino = specProduct(103);
    expect(answer.lines[0]).toEqual({
      id: 103,
      name: cappuccino.pagetitle,
      englishName: cappuccino.longtitle,
      img: `https://api.test${String(cappuccino.file)}`,
      code: cappuccino.code,
      parent: 10,
      multiplicity: 1,
      minimum: 1,
      price: cappuccino.price,
    });
    expect(answer.lines[0]).not.toHaveProperty('choiceName');
    expect(answer.lines.map((l) => l.id)).toEqual([103, 1186]);
    const tier = presents.tiers[0]!;
    expect(answer.tiers).toEqual([
      {
        min: tier.min,
        max: tier.max,
        minToats: tier.minToats,
        choice: true,
        namePresent: tier.namePresent,
        list: tier.list.map((p) => ({
          id: p.id,
          name: p.name,
          englishName: p.englishName,
          img: `https://api.test${p.img}`,
          choice: 1,
          code: p.code,
        })),
      },
    ]);
    // Ours, not sent: the delivery price is unknown (not free) and no promo gift is dropped.
    expect(answer).toMatchObject({
      pickupDiscountPercent: 10,
      priceDelivery: null,
      smallOrderGiftPromos: [],
    });
  });

  it('reads null as absent everywhere: a line without a field keeps its own (applyServerCart)', async () => {
    const answer = await cartOf({
      cart: [
        {
          ...specProduct(103),
          longtitle: null,
          file: null,
          code: null,
          parent: null,
          minimum: null,
          choiceName: null,
        },
      ],
      presents: null,
      discount: null,
      priceDelivery: null,
      smallOrderGiftPromos: null,
    });
    expect(answer.lines[0]).toEqual({
      id: 103,
      name: specProduct(103).pagetitle,
      multiplicity: 1,
      price: specProduct(103).price,
    });
    expect(answer).toMatchObject({
      tiers: [],
      pickupDiscountPercent: 0,
      priceDelivery: null,
      smallOrderGiftPromos: [],
    });
  });

  it("reads lines named as SPEC.md's cart item (name, englishName, img) as it reads a product's", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { pagetitle, longtitle, file, ...rest } = specProduct(103);
    const answer = await cartOf({
      ...specCartAnswer([]),
      cart: [{ ...rest, name: pagetitle, englishName: longtitle, img: file, count: 1 }],
    });
    expect(warn).not.toHaveBeenCalled();
    expect(answer.lines).toEqual((await cartOf(specCartAnswer([103]))).lines);
  });

  it('reads our fields when they are sent', async () => {
    const answer = await cartOf({
      ...specCartAnswer([103]),
      cart: [{ ...specProduct(103), choiceName: 'Овсяное молоко', choiceEnglishName: 'Oat milk' }],
      priceDelivery: '350',
      smallOrderGiftPromos: ['PODAROK', 7, 'DESERT'],
    });
    expect(answer.lines[0]).toMatchObject({ choiceName: 'Овсяное молоко', choiceEnglishName: 'Oat milk' });
    expect(answer).toMatchObject({ priceDelivery: 350, smallOrderGiftPromos: ['PODAROK', 'DESERT'] });
  });

  it("keeps a line with unreadable fields (they stay the shop's), drops a broken tier or gift, each with a warning", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = specCartAnswer([103, 104]);
    const tier = (good.presents as Record<string, unknown>[])[0]!;
    const list = tier.list as Record<string, unknown>[];
    const answer = await cartOf({
      ...good,
      cart: [specProduct(103), { ...specProduct(104), price: null, pagetitle: '' }, { pagetitle: 'Без id' }],
      presents: [{ ...tier, list: [list[0], { ...list[1], name: '' }, list[2]] }, { max: 10 }],
    });
    expect(answer.lines.map((l) => l.id)).toEqual([103, 104]);
    expect(answer.lines[1]).not.toHaveProperty('price');
    expect(answer.lines[1]).not.toHaveProperty('name');
    expect(answer.lines[1]).toMatchObject({ englishName: specProduct(104).longtitle });
    expect(answer.tiers).toHaveLength(1);
    expect(answer.tiers[0]!.list.map((p) => p.id)).toEqual([3001, 3003]);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(
        /^\/api\/main_pages\/getCart\.php: kept the shop's own name, price of cart\.1 \(id 104\): pagetitle: Expected a name, but received a blank text; price: missing$/,
      ),
      expect.stringMatching(/getCart\.php: dropped cart\.2 \(no id «Без id»\): id: missing/),
      expect.stringMatching(/getCart\.php: dropped presents\.0\.list\.1 \(id 3002\): name: Expected a name/),
      expect.stringMatching(/getCart\.php: dropped presents\.1 \(no id\): min/),
    ]);
  });

  it('a gift without a readable name keeps the name of the same gift in the order sent', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = specCartAnswer([103]);
    const tier = (good.presents as Record<string, unknown>[])[0]!;
    const list = tier.list as Record<string, unknown>[];
    const sent = { id: 3002, name: 'Лимонад', englishName: 'Lemonade', img: '/own.webp', choice: 1 };
    const answer = await fetchCart(
      clientAnswering({ ...good, presents: [{ ...tier, list: [{ id: 3002, name: null }, list[0]] }] }),
      { lines: [makeLine()], presents: [sent], pickup: false },
    );
    expect(answer.tiers[0]!.list[0]).toEqual(sent);
    expect(answer.tiers[0]!.list.map((p) => p.id)).toEqual([3002, 3001]);
  });

  it('a tier name as one text, as { ru, en }, or broken', async () => {
    const tier = (namePresent: unknown) => ({ min: 3600, namePresent, list: [] });
    const answer = await cartOf({
      cart: [],
      presents: [tier('Лимонад'), tier({ ru: 'Лимонад', en: null }), tier(42)],
    });
    expect(answer.tiers.map((t) => t.namePresent)).toEqual([
      { ru: 'Лимонад', en: 'Лимонад' },
      { ru: 'Лимонад', en: '' },
      { ru: '', en: '' },
    ]);
    expect(answer.tiers[0]).toMatchObject({
      max: Number.MAX_SAFE_INTEGER,
      minToats: Number.MAX_SAFE_INTEGER,
      choice: false,
    });
  });

  it('fails only when `cart` is not a list', async () => {
    await expect(cartOf({ cart: null, presents: [] })).rejects.toMatchObject({ kind: 'schema' });
    await expect(cartOf({ presents: [] })).rejects.toMatchObject({ kind: 'schema' });
  });
});

describe('check_promo', () => {
  const check = (body: unknown) => checkPromoCode(clientAnswering(body), 'PODAROK');

  it('a promo present under either naming', async () => {
    const gift = { id: 3101, name: 'Эклер в подарок', englishName: 'An eclair', img: '/assets/img/3101.jpg' };
    expect((await check({ code: 1, promo: gift })).value).toEqual({
      id: 3101,
      pagetitle: 'Эклер в подарок',
      longtitle: 'An eclair',
      file: 'https://api.test/assets/img/3101.jpg',
    });
  });

  it('a promo present: its file resolves against {api}, null texts read as empty', async () => {
    expect(
      await check({
        code: '1',
        promo: { id: 3101, pagetitle: 'Эклер в подарок', longtitle: null, file: 'assets/img/3101.jpg' },
      }),
    ).toEqual({
      code: 1,
      value: {
        id: 3101,
        pagetitle: 'Эклер в подарок',
        longtitle: '',
        file: 'https://api.test/assets/img/3101.jpg',
      },
      smallOrderGiftPromos: [],
    });
  });

  it('a number as a number or text; anything else is no value', async () => {
    expect(await check({ code: 2, promo: '10' })).toMatchObject({ code: 2, value: 10 });
    expect(await check({ code: 3, promo: 500 })).toMatchObject({ code: 3, value: 500 });
    expect(await check({ code: 1, promo: { pagetitle: 'no id' } })).toMatchObject({ code: 1, value: null });
    expect(await check({ code: 1, promo: { id: 3101, englishName: 'no name' } })).toMatchObject({
      value: null,
    });
    expect(await check({ code: 0, promo: null })).toMatchObject({ code: 0, value: null });
  });

  it('fails without a code', async () => {
    await expect(check({ promo: 10 })).rejects.toMatchObject({ kind: 'schema' });
  });
});
