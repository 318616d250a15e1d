import { describe, expect, it } from 'vitest';
import { createDb } from '../db';
import type { MockRequest } from '../types';
import { FALLBACK_DELIVERY_TERMS } from '@/domain/delivery';
import { checkPromo, deliveryTermsOf, getCart } from './cart';

const post = (body: unknown): MockRequest => ({ method: 'POST', path: '', query: {}, body });
type CartBody = {
  cart: Record<string, unknown>[];
  presents: { min: number; minToats: number; list: { id: number }[] }[];
  discount: number;
  priceDelivery: number;
  smallOrderGiftPromos: string[];
};
const cartOf = (body: unknown) => getCart(createDb(), post(body)).body as CartBody;

describe('getCart', () => {
  it('answers each known line with the product fields the app reads, and the count sent', () => {
    const body = cartOf({ cart: [{ id: 701, count: 2, price: 1, choiceName: '' }], presents: [] });
    expect(body.cart).toEqual([
      {
        id: 701,
        pagetitle: 'Медовик',
        longtitle: 'Honey cake',
        file: '/assets/img/products/701.webp',
        code: expect.any(String),
        parent: 16,
        multiplicity: 1,
        minimum: 1,
        price: 420,
        count: 2,
        choiceName: '',
        choiceEnglishName: '',
      },
    ]);
  });
  it('prices a choice line at the choice price and leaves unknown products and choices out', () => {
    const body = cartOf({
      cart: [
        { id: 103, count: 1, choiceName: 'Овсяное молоко' },
        { id: 103, count: 1, choiceName: 'Соевое' },
        { id: 99999, count: 1 },
        'junk',
        null,
      ],
      presents: [],
    });
    expect(body.cart).toHaveLength(1);
    expect(body.cart[0]).toMatchObject({
      id: 103,
      price: 400,
      choiceName: 'Овсяное молоко',
      choiceEnglishName: 'Oat milk',
    });
  });
  it('reads the same cart sent as form fields (VITE_API_BODY=form): string values, an empty list as an empty value', () => {
    const body = cartOf({
      cart: [{ id: '103', count: '2', choiceName: 'Овсяное молоко', choice: '1' }],
      presents: '',
      typeDelivery: '1',
    });
    expect(body.cart[0]).toMatchObject({ id: 103, price: 400, choiceName: 'Овсяное молоко' });
    expect(body.discount).toBe(10);
    expect(cartOf({ cart: '', presents: '' }).cart).toEqual([]);
    expect(getCart(createDb(), post({ cart: 'junk' })).status).toBe(400);
  });
  it('does not sell the gifts of the hidden category', () => {
    expect(cartOf({ cart: [{ id: 3001, count: 1 }], presents: [] }).cart).toEqual([]);
  });
  it('sends the lemonade tier: 3600 and more, reminder from 2200, three lemonades', () => {
    const [tier] = cartOf({ cart: [], presents: [] }).presents;
    expect(tier).toMatchObject({ min: 3600, minToats: 2200 });
    expect(tier?.list.map((p) => p.id)).toEqual([3001, 3002, 3003]);
  });
  it('gives the pickup discount percent only with typeDelivery 1, and no delivery price then', () => {
    const line = { id: 701, count: 1 };
    expect(cartOf({ cart: [line], presents: [] })).toMatchObject({ discount: 0, priceDelivery: 350 });
    expect(cartOf({ cart: [line], presents: [], typeDelivery: 1 })).toMatchObject({
      discount: 10,
      priceDelivery: 0,
    });
  });
  it('delivers free from 5000: 4910 pays, 5000 does not', () => {
    expect(
      cartOf({
        cart: [
          { id: 1802, count: 1 },
          { id: 701, count: 0 },
        ],
        presents: [],
      }).priceDelivery,
    ).toBe(0);
    const below = cartOf({
      cart: [
        { id: 1801, count: 1 },
        { id: 1405, count: 1 },
        { id: 101, count: 1 },
      ],
      presents: [],
    });
    expect(below.priceDelivery).toBe(350);
  });
  it('prices delivery by the zone of the coordinates sent, and sends the zones it prices by', () => {
    const line = { id: 701, count: 5 };
    const at = (lat: number, lon: number) => cartOf({ cart: [line], presents: [], lat, lon }).priceDelivery;
    expect(at(55.758, 37.611)).toBe(350); // Tverskaya 7, inside the Garden Ring
    expect(at(55.742, 37.533)).toBe(450); // Kutuzovsky 30, up to the Third Ring Road
    expect(at(55.633, 37.618)).toBe(650); // Varshavskoye 118, up to MKAD
    const body = cartOf({ cart: [line], presents: [] }) as CartBody & {
      deliveryZones: { price: number; maxKm: number }[];
      freeDeliveryFrom: number;
    };
    expect(body.deliveryZones.map((z) => [z.price, z.maxKm])).toEqual([
      [350, 2.5],
      [450, 6],
      [650, 17],
    ]);
    expect(body.freeDeliveryFrom).toBe(5000);
  });
  it('serves the very terms the app ships as its fallback (the zones of fixtures/config.json)', () => {
    const db = createDb();
    expect(deliveryTermsOf(db)).toEqual(FALLBACK_DELIVERY_TERMS);
    expect(db.config.deliveryZones.at(-1)?.maxKm).toBe(db.config.deliveryArea.radiusKm);
  });
  it('tells which gift promos are dropped below 1500', () => {
    expect(cartOf({ cart: [], presents: [] }).smallOrderGiftPromos).toEqual(['PODAROK', 'DESERT']);
  });
  it('refuses a body without a cart list', () => {
    expect(getCart(createDb(), post({ cart: 'x' })).status).toBe(400);
    expect(getCart(createDb(), post(null)).status).toBe(400);
  });
});

describe('check_promo', () => {
  const check = (promo: unknown) =>
    checkPromo(createDb(), post({ promo })).body as {
      code: number;
      promo: unknown;
      smallOrderGiftPromos: string[];
    };
  it('PODAROK and DESERT are gift promos (code 1) with their promo present', () => {
    expect(check('PODAROK')).toMatchObject({
      code: 1,
      promo: { id: 3101, pagetitle: 'Эклер в подарок', longtitle: 'Free eclair' },
    });
    expect(check('DESERT')).toMatchObject({ code: 1, promo: { id: 3102 } });
  });
  it('SKIDKA10 is 10 percent (code 2), MINUS500 is 500 rubles (code 3)', () => {
    expect(check('SKIDKA10')).toMatchObject({ code: 2, promo: 10 });
    expect(check('MINUS500')).toMatchObject({ code: 3, promo: 500 });
  });
  it('trims and ignores case', () => {
    expect(check('  skidka10 ').code).toBe(2);
  });
  it('anything else is invalid (code 0)', () => {
    for (const promo of ['NOPE1', 'PODAR', '', 'SKID', 42, null])
      expect(check(promo).code, String(promo)).toBe(0);
  });
  it('lists the small-order gift promos in every answer', () => {
    expect(check('NOPE1').smallOrderGiftPromos).toEqual(['PODAROK', 'DESERT']);
  });
});

describe('getCart keeps a cake to order with its own options', () => {
  it('answers a 1184 line whose choice name is its options, at the price sent', () => {
    const db = createDb();
    const cake = db.catalogue.products.find((p) => p.parent === 1184 && p.id !== 1185)!;
    const answer = getCart(db, {
      method: 'POST',
      path: '/api/main_pages/getCart.php',
      query: {},
      body: {
        cart: [
          { id: cake.id, count: 1, price: cake.price * 2, choiceName: '2 кг · Ягодная · «С днём рождения»' },
        ],
        presents: [],
      },
    });
    const cart = (answer.body as { cart: { id: number; choiceName: string }[] }).cart;
    expect(cart).toEqual([
      expect.objectContaining({ id: cake.id, choiceName: '2 кг · Ягодная · «С днём рождения»' }),
    ]);
  });
  it('still leaves out an unknown choice of an ordinary product', () => {
    const answer = getCart(createDb(), {
      method: 'POST',
      path: '/api/main_pages/getCart.php',
      query: {},
      body: { cart: [{ id: 103, count: 1, price: 1, choiceName: 'Ослиное молоко' }], presents: [] },
    });
    expect((answer.body as { cart: unknown[] }).cart).toEqual([]);
  });
});
