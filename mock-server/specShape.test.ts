// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDb } from './db';
import { mockRoutes } from './routes';
import {
  CAFE_FIELDS,
  CATEGORY_FIELDS,
  isSpecCall,
  LOGIN_FIELDS,
  PRODUCT_FIELDS,
  PROMO_PRESENT_FIELDS,
  specOnlyAnswer,
} from './specShape';
import type { MockRequest } from './types';

/** The SPEC-only answer of a route on the fixtures. */
function specAnswer(name: string, request: Partial<MockRequest>, cartLines?: 'item' | 'product') {
  const route = mockRoutes.find((r) => r.name === name)!;
  const plain: MockRequest = { method: route.method, path: route.path, query: {}, body: null, ...request };
  return specOnlyAnswer(name, plain, route.handler(createDb(), plain), cartLines);
}

const keysOf = (value: unknown) => Object.keys(value as object).sort();
const within = (value: unknown, allowed: readonly string[]) =>
  keysOf(value).every((key) => allowed.includes(key));

describe('the SPEC-only shape (SPEC.md sections 3 and 7, plus alias and menuindex)', () => {
  it('lists exactly the calls of SPEC.md section 7; ours are not there', () => {
    const spec = mockRoutes.filter((r) => isSpecCall(r.name)).map((r) => r.name);
    expect(spec.sort()).toEqual(['callBack', 'checkPromo', 'getCafes', 'getCart', 'login', 'menuCatalog']);
    for (const name of ['register', 'createOrder', 'orderStatus', 'suggestAddress', 'getContent'])
      expect(specAnswer(name, {})).toBeNull();
  });

  it('menu_catalog: the answer fields, categories with childs, products with the fields SPEC reads', () => {
    const body = specAnswer('menuCatalog', { query: { data: 'menu', token: '', path: '/menyu' } })
      ?.body as Record<string, unknown>;
    expect(keysOf(body)).toEqual([
      'activeMenu',
      'cafes',
      'catalogMenu',
      'locale',
      'photoArr',
      'stopDelivery',
      'token',
    ]);
    const categories = body.catalogMenu as Record<string, unknown>[];
    expect(categories.length).toBeGreaterThan(10);
    for (const category of categories) {
      expect(within(category, CATEGORY_FIELDS)).toBe(true);
      for (const product of category.childs as unknown[]) expect(within(product, PRODUCT_FIELDS)).toBe(true);
    }
    const cakes = categories.find((c) => c.id === 1184)!;
    expect((cakes.childs as Record<string, unknown>[])[0]).not.toHaveProperty('options');
    expect((body.cafes as unknown[]).every((cafe) => within(cafe, CAFE_FIELDS))).toBe(true);
  });

  it('getCafes: pagetitle, longtitle and the requisites (no id, address, hours or phone)', () => {
    const cafes = specAnswer('getCafes', {})?.body as Record<string, unknown>[];
    expect(keysOf(cafes[0])).toEqual(['cafe_req_en', 'cafe_req_ru', 'longtitle', 'pagetitle']);
  });

  it('getCart: cart lines with the product fields (no choice fields), the tiers, the discount', () => {
    const body = specAnswer('getCart', {
      body: { cart: [{ id: 103, count: 1, choiceName: 'Овсяное молоко' }], presents: [], typeDelivery: 1 },
    })?.body as Record<string, unknown>;
    expect(keysOf(body)).toEqual(['cart', 'discount', 'presents']);
    expect(body.cart).toEqual([
      {
        id: 103,
        pagetitle: 'Капучино',
        longtitle: 'Cappuccino',
        file: '/assets/img/products/103.webp',
        code: 'CF-103-OAT',
        parent: 10,
        multiplicity: 1,
        minimum: 1,
        price: 400,
      },
    ]);
    const [tier] = body.presents as Record<string, unknown>[];
    expect(keysOf(tier)).toEqual(['choice', 'list', 'max', 'min', 'minToats', 'namePresent']);
    expect(body.discount).toBe(10);
  });

  it("getCart with `cartLines: 'item'`: lines named as SPEC.md's cart item, with the count", () => {
    const request = { body: { cart: [{ id: 103, count: 2 }], presents: [] } };
    expect((specAnswer('getCart', request, 'item')?.body as Record<string, unknown>).cart).toEqual([
      {
        id: 103,
        name: 'Капучино',
        englishName: 'Cappuccino',
        img: '/assets/img/products/103.webp',
        code: 'CF-103',
        parent: 10,
        multiplicity: 1,
        minimum: 1,
        price: 330,
        count: 2,
      },
    ]);
  });

  it('check_promo: code and promo; a gift promo is id, pagetitle, file', () => {
    const gift = specAnswer('checkPromo', { body: { promo: 'PODAROK' } })?.body as Record<string, unknown>;
    expect(keysOf(gift)).toEqual(['code', 'promo']);
    expect(keysOf(gift.promo)).toEqual([...PROMO_PRESENT_FIELDS].sort());
    expect(specAnswer('checkPromo', { body: { promo: 'SKIDKA10' } })?.body).toEqual({ code: 2, promo: 10 });
  });

  it('login: the login result; the recovery answers code and message', () => {
    const body = specAnswer('login', {
      body: { login: 'demo@example.com', password: 'demo1234', token: 't', lang: 'ru' },
    })?.body;
    expect(keysOf(body)).toEqual([...LOGIN_FIELDS].sort());
    expect(keysOf(specAnswer('login', { body: { forgot: 'demo@example.com', lang: 'ru' } })?.body)).toEqual([
      'code',
      'message',
    ]);
  });

  it('callBack: an empty 200 (the body is only logged)', () => {
    expect(
      specAnswer('callBack', { body: { name: 'Анна', phone: '+7 (999) 123-45-67', message: 'Спасибо' } }),
    ).toEqual({ status: 200, body: undefined });
  });

  it('an error status keeps its body', () => {
    expect(specAnswer('getCart', { body: { cart: 'junk' } })).toMatchObject({
      status: 400,
      body: { code: 0 },
    });
  });
});
