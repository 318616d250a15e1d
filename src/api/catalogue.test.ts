// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { create } from 'superstruct';
import catalogue from '@fixtures/catalogue.json';
import { CAKE_TO_ORDER_CATEGORY_ID } from '@/domain/constants';
import type { MenuData } from '@/domain/types';
import { ApiClient } from './client';
import { cafeIdOf, fetchCafes, fetchMenuCatalog, toProduct } from './catalogue';
import { ProductNodeSchema } from './schemas';
import { specCafes, specCatalogMenu, specMenuAnswer, specProduct } from '#tests/support/specOnly.ts';

/** A client whose every GET is answered with `body` (status 200). */
function clientAnswering(body: unknown, apiUrl = 'https://api.test') {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  return new ApiClient({ apiUrl, fetch: fetch as unknown as typeof globalThis.fetch });
}

const menuOf = (catalogMenu: unknown[], apiUrl?: string) =>
  fetchMenuCatalog(clientAnswering(specMenuAnswer(catalogMenu), apiUrl), { token: '', path: '/menyu' });

afterEach(() => vi.restoreAllMocks());

describe('menu_catalog from a backend that sends only the SPEC fields', () => {
  it('maps to a working catalogue: every category and product, menu categories without the cakes and the gifts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const menu = await menuOf(specCatalogMenu());
    expect(warn).not.toHaveBeenCalled();
    expect(menu.categories).toHaveLength(catalogue.categories.length);
    expect(menu.categories.flatMap((c) => c.products)).toHaveLength(catalogue.products.length);
    const bySection = (section: string) =>
      menu.categories.filter((c) => c.section === section).map((c) => c.id);
    expect(bySection('cakes')).toEqual([CAKE_TO_ORDER_CATEGORY_ID]);
    // The gifts category (every product priced 0) stays off the menu without a `section` field.
    expect(bySection('hidden')).toEqual([2000]);
    expect(bySection('menyu')).toHaveLength(catalogue.categories.length - 2);
    // menuindex orders the categories, as the fixtures do.
    expect(menu.categories.map((c) => c.order)).toEqual(
      [...menu.categories.map((c) => c.order)].sort((a, b) => a - b),
    );
    const cakes = menu.categories.find((c) => c.id === CAKE_TO_ORDER_CATEGORY_ID)!;
    expect(cakes.products.map((p) => p.id)).toEqual(
      catalogue.products.filter((p) => p.parent === CAKE_TO_ORDER_CATEGORY_ID).map((p) => p.id),
    );
    expect(menu).toMatchObject({ token: 'spec-token', stopDelivery: false, cafes: [] });
  });

  it('reads each product with the SPEC fields as sent and our fields at their fallbacks', async () => {
    const menu = await menuOf(specCatalogMenu());
    const buffet = menu.categories.flatMap((c) => c.products).find((p) => p.id === 1301);
    const node = catalogue.products.find((p) => p.id === 1301)!;
    expect(buffet).toEqual({
      id: 1301,
      categoryId: node.parent,
      name: { ru: node.pagetitle, en: node.longtitle },
      description: { ru: '', en: '' },
      price: node.price,
      weight: 0,
      unit: 'g',
      image: `https://api.test${node.file}`,
      code: node.code,
      minimum: node.minimum,
      multiplicity: node.multiplicity,
      notDiscount: false,
      popular: false,
      choices: [],
    });
  });

  it('drops one broken product with a warning naming the endpoint and the product, and keeps the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const menu = specCatalogMenu();
    const coffee = menu.find((c) => c.id === 10)!;
    const childs = coffee.childs as Record<string, unknown>[];
    childs[1] = { ...childs[1], price: null };
    const read = await menuOf(menu);
    const ids = read.categories.find((c) => c.id === 10)!.products.map((p) => p.id);
    expect(ids).toEqual(
      catalogue.products.filter((p) => p.parent === 10 && p.id !== childs[1]!.id).map((p) => p.id),
    );
    expect(read.categories.flatMap((c) => c.products)).toHaveLength(catalogue.products.length - 1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /^https:\/\/api\.test\/api\/main_pages\/menu_catalog\.php: dropped catalogMenu\.0\.childs\.1 \(id 102 «.+»\): price/,
    );
  });

  it.each([
    ['no price', { price: undefined }],
    ['a price that is not a number', { price: 'по запросу' }],
    ['an empty price', { price: '' }],
    ['a negative price', { price: -5 }],
    ['no name', { pagetitle: undefined }],
    ['a blank name', { pagetitle: '  ' }],
    ['a null name', { pagetitle: null }],
    ['no id', { id: undefined }],
    ['an id that is not a number', { id: 'abc' }],
    ['an id of 0', { id: 0 }],
  ])('drops a product with %s', async (_, broken) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const read = await menuOf([
      {
        id: 16,
        pagetitle: 'Десерты',
        alias: 'deserty',
        childs: [specProduct(701), { ...specProduct(702), ...broken }],
      },
    ]);
    expect(read.categories[0]!.products.map((p) => p.id)).toEqual([701]);
  });

  it('keeps a product on the boundary: price 0 and text prices', async () => {
    const read = await menuOf([
      {
        id: 16,
        pagetitle: 'Десерты',
        childs: [
          { ...specProduct(701), price: 0 },
          { ...specProduct(702), price: '350', id: '702' },
        ],
      },
    ]);
    expect(read.categories[0]!.products.map((p) => [p.id, p.price])).toEqual([
      [701, 0],
      [702, 350],
    ]);
  });

  it('drops a broken category with a warning and keeps the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const menu = specCatalogMenu();
    menu[2] = { ...menu[2], pagetitle: null };
    menu[3] = { ...menu[3], id: 'salaty' };
    const read = await menuOf(menu);
    const kept = catalogue.categories.filter((_, i) => i !== 2 && i !== 3).map((c) => c.id);
    expect(read.categories.map((c) => c.id).sort()).toEqual(kept.sort());
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]![0])).toContain('menu_catalog.php: dropped catalogMenu.2 (id 12');
  });

  it('drops the second of two categories with one id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const read = await menuOf([
      { id: 16, pagetitle: 'Десерты', childs: [specProduct(701)] },
      { id: 16, pagetitle: 'Снова десерты', childs: [] },
    ]);
    expect(read.categories.map((c) => c.name.ru)).toEqual(['Десерты']);
    expect(warn).toHaveBeenCalledOnce();
  });

  it.each([
    ['catalogMenu is not a list', { catalogMenu: { 10: {} } }],
    ['catalogMenu is missing', { token: 'x' }],
    ['the answer is a list', []],
  ])('fails as a schema error only when the envelope is broken: %s', async (_, body) => {
    await expect(fetchMenuCatalog(clientAnswering(body), { token: '', path: '/' })).rejects.toMatchObject({
      kind: 'schema',
    });
  });

  it('reads the envelope fields our way when they are null or absent', async () => {
    const read = await fetchMenuCatalog(
      clientAnswering({
        catalogMenu: [],
        activeMenu: null,
        locale: null,
        photoArr: null,
        stopDelivery: null,
        token: null,
        cafes: null,
      }),
      { token: '', path: '/' },
    );
    expect(read).toEqual({
      categories: [],
      stopDelivery: false,
      token: '',
      cafes: [],
    });
    const stopped = await fetchMenuCatalog(
      clientAnswering({ catalogMenu: [], stopDelivery: 1, photoArr: ['/a.jpg', null] }),
      { token: '', path: '/' },
    );
    expect(stopped).toMatchObject({ stopDelivery: true });
    const odd = await fetchMenuCatalog(
      clientAnswering({ catalogMenu: [], activeMenu: { id: 10 }, locale: 1, stopDelivery: { on: 1 } }),
      { token: '', path: '/' },
    );
    expect(odd).toMatchObject({ stopDelivery: false });
    const active = await fetchMenuCatalog(
      clientAnswering({ catalogMenu: [], activeMenu: 10, stopDelivery: '1' }),
      { token: '', path: '/' },
    );
    expect(active).toMatchObject({ stopDelivery: true });
  });
});

describe('the menu read again', () => {
  /** A client answering its GETs with `bodies` in turn. */
  function clientAnsweringInTurn(...bodies: unknown[]) {
    const fetch = vi.fn(async () => new Response(JSON.stringify(bodies.shift()), { status: 200 }));
    return new ApiClient({ apiUrl: 'https://api.test', fetch: fetch as unknown as typeof globalThis.fetch });
  }
  const params = { token: '', path: '/menyu' };

  it('an unchanged tree is not read again: the same categories, no second warning; the envelope is read anew', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tree = specCatalogMenu();
    (tree[0]!.childs as Record<string, unknown>[])[1]!.price = null;
    const client = clientAnsweringInTurn(specMenuAnswer(tree), {
      ...specMenuAnswer(tree),
      token: 'next-token',
      stopDelivery: '1',
    });
    const first = await fetchMenuCatalog(client, params);
    const again = await fetchMenuCatalog(client, params);
    expect(again.categories).toBe(first.categories);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(again).toMatchObject({ token: 'next-token', stopDelivery: true });
  });

  it('a changed tree is read: the new price shows', async () => {
    const tree = specCatalogMenu();
    const changed = structuredClone(tree);
    const product = (changed[0]!.childs as Record<string, unknown>[])[0]!;
    product.price = Number(product.price) + 10;
    const client = clientAnsweringInTurn(specMenuAnswer(tree), specMenuAnswer(changed));
    const first = await fetchMenuCatalog(client, params);
    const again = await fetchMenuCatalog(client, params);
    expect(again.categories).not.toBe(first.categories);
    const price = (menu: MenuData) => menu.categories[0]!.products.find((p) => p.id === product.id)!.price;
    expect(price(again)).toBe(price(first) + 10);
  });
});

describe('a category without our fields', () => {
  it('takes its id as alias, 0 as menuindex and derives its section', async () => {
    const read = await menuOf([
      { id: 1184, pagetitle: 'Торты на заказ', childs: [specProduct(1186)], section: 'menyu' },
      { id: 77, pagetitle: 'Новое', alias: null, menuindex: null, longtitle: null, childs: null },
    ]);
    expect(read.categories.map((c) => [c.id, c.alias, c.order, c.section, c.name.en])).toEqual([
      [1184, '1184', 0, 'cakes', ''],
      [77, '77', 0, 'menyu', ''],
    ]);
  });

  it('honours our `hidden` mark', async () => {
    const read = await menuOf([
      { id: 16, pagetitle: 'Десерты', section: 'hidden', childs: [specProduct(701)] },
    ]);
    expect(read.categories[0]!.section).toBe('hidden');
  });
});

describe('the fallbacks of our product fields', () => {
  const base = specProduct(103);
  const read = (extra: Record<string, unknown>) =>
    toProduct(create({ ...base, ...extra }, ProductNodeSchema), { api: '' });

  it.each([
    ['description_ru', { description: { ru: '', en: '' } }],
    ['weight', { weight: 0 }],
    ['unit', { unit: 'g' }],
    ['not_discount', { notDiscount: false }],
    ['popular', { popular: false }],
    ['choices', { choices: [] }],
  ])('%s absent or null', (field, expected) => {
    expect(read({})).toMatchObject(expected);
    expect(read({ [field]: null })).toMatchObject(expected);
  });

  it('leadTimeDays and options absent or null: none', () => {
    for (const value of [undefined, null]) {
      const product = read({ leadTimeDays: value, options: value });
      expect(product).not.toHaveProperty('leadTimeDays');
      expect(product).not.toHaveProperty('cakeOptions');
    }
  });

  it('null texts of the SPEC fields read as empty', () => {
    expect(read({ longtitle: null, file: null, code: null })).toMatchObject({
      name: { ru: base.pagetitle, en: '' },
      image: '',
      code: '',
    });
  });

  it('a missing parent is the category the product is listed under; minimum and multiplicity absent, null or 0 are 1', () => {
    const product = toProduct(
      create({ ...base, parent: undefined, minimum: null, multiplicity: 0 }, ProductNodeSchema),
      { categoryId: 10 },
    );
    expect(product).toMatchObject({ categoryId: 10, minimum: 1, multiplicity: 1 });
  });

  it('our fields when they are sent: flags as 0/1 or text, choices, options', () => {
    const product = read({
      popular: '1',
      not_discount: 1,
      weight: '250',
      unit: 'ml',
      leadTimeDays: '2',
      choices: [{ name: 'Овсяное молоко', englishName: null, price: '400', code: 'X' }],
      options: { weights: [1, '1.5'], fillings: [{ ru: 'Медовый', en: null }], inscription: 1 },
    });
    expect(product).toMatchObject({
      popular: true,
      notDiscount: true,
      weight: 250,
      unit: 'ml',
      leadTimeDays: 2,
      choices: [{ name: { ru: 'Овсяное молоко', en: '' }, price: 400, code: 'X' }],
      cakeOptions: { weights: [1, 1.5], fillings: [{ ru: 'Медовый', en: '' }], inscription: true },
    });
  });

  it('an unknown unit reads as grams; a broken choice or filling is left out with a warning, the product stays', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const product = read({
      unit: 'litre',
      choices: [{ name: 'Без цены' }, { name: 'Сироп', price: 50 }],
      options: { fillings: [{ en: 'No Russian' }] },
    });
    expect(product).toMatchObject({
      unit: 'g',
      choices: [{ name: { ru: 'Сироп', en: '' }, price: 50 }],
      cakeOptions: { weights: [], fillings: [], inscription: false },
    });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]![0])).toContain('product 103 choices.0');
  });
});

describe('files of the menu', () => {
  it('resolve against {api} when relative, stay as they are when absolute', async () => {
    const read = await menuOf([
      {
        id: 16,
        pagetitle: 'Десерты',
        childs: [
          { ...specProduct(701), file: 'assets/images/products/701.jpg' },
          { ...specProduct(702), file: 'https://cdn.example.ru/702.jpg' },
          { ...specProduct(703), file: 'javascript:alert(1)' },
        ],
      },
    ]);
    expect(read.categories[0]!.products.map((p) => p.image)).toEqual([
      'https://api.test/assets/images/products/701.jpg',
      'https://cdn.example.ru/702.jpg',
      '',
    ]);
  });

  it('stay on the page origin when {api} is the same origin', async () => {
    const read = await menuOf(
      [{ id: 16, pagetitle: 'Десерты', childs: [{ ...specProduct(701), file: 'assets/images/701.jpg' }] }],
      '',
    );
    expect(read.categories[0]!.products[0]!.image).toBe('/assets/images/701.jpg');
  });
});

describe('cafes', () => {
  it('getCafes with the SPEC fields only: every cafe, each with a stable id made from its name', async () => {
    const cafes = await fetchCafes(clientAnswering(specCafes()));
    expect(cafes).toHaveLength(specCafes().length);
    expect(cafes[0]).toEqual({
      id: cafeIdOf(String(specCafes()[0]!.pagetitle)),
      name: { ru: specCafes()[0]!.pagetitle, en: specCafes()[0]!.longtitle },
      address: { ru: '', en: '' },
      phone: '',
      hours: { ru: '', en: '' },
      requisitesHtml: { ru: specCafes()[0]!.cafe_req_ru, en: specCafes()[0]!.cafe_req_en },
    });
    expect(new Set(cafes.map((c) => c.id)).size).toBe(cafes.length);
    // The same cafe in menu_catalog gets the same id.
    const menu = await fetchMenuCatalog(clientAnswering({ ...specMenuAnswer([]), cafes: specCafes() }), {
      token: '',
      path: '/',
    });
    expect(menu.cafes.map((c) => c.id)).toEqual(cafes.map((c) => c.id));
  });

  it('a cafe id made from a name is above any MODX id and ignores surrounding spaces', () => {
    expect(cafeIdOf('Торты на заказ')).toBeGreaterThanOrEqual(1_000_000_000);
    expect(cafeIdOf(' Торты на заказ ')).toBe(cafeIdOf('Торты на заказ'));
    expect(cafeIdOf('Кафе 1')).not.toBe(cafeIdOf('Кафе 2'));
  });

  it('keeps a sent id, drops a cafe without a name with a warning, reads null texts as empty', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cafes = await fetchCafes(
      clientAnswering([
        { id: 3, pagetitle: 'Кафе', longtitle: null, cafe_req_ru: null, phone: null },
        { id: 4, longtitle: 'Nameless' },
      ]),
    );
    expect(cafes).toEqual([
      {
        id: 3,
        name: { ru: 'Кафе', en: '' },
        address: { ru: '', en: '' },
        phone: '',
        hours: { ru: '', en: '' },
        requisitesHtml: { ru: '', en: '' },
      },
    ]);
    expect(String(warn.mock.calls[0]![0])).toBe(
      'https://api.test/api/getCafes.php: dropped cafes.1 (id 4): pagetitle: Expected a string, but received: undefined',
    );
    expect(warn).toHaveBeenCalledOnce();
  });

  it('fails only when the answer is not a list', async () => {
    await expect(fetchCafes(clientAnswering({ cafes: [] }))).rejects.toMatchObject({ kind: 'schema' });
  });
});

const withFacts = (extra: Record<string, unknown> = {}) =>
  toProduct(create({ id: 701, parent: 16, pagetitle: 'Медовик', price: 390, ...extra }, ProductNodeSchema));

describe('product facts (optional: composition, allergens, nutrition)', () => {
  it('are absent when the data has none', () => {
    expect(withFacts().facts).toBeUndefined();
    expect(withFacts({ composition_ru: null, allergens_en: '  ', nutrition: null }).facts).toBeUndefined();
  });
  it('are mapped per language, with nutrition per 100 g (numbers sent as strings too)', () => {
    const facts = withFacts({
      composition_ru: 'мёд, сливки',
      composition_en: 'honey, cream',
      allergens_ru: 'глютен',
      allergens_en: 'gluten',
      nutrition: { kcal: '380', protein: 6, fat: 19.5, carbs: 46 },
    }).facts;
    expect(facts).toEqual({
      composition: { ru: 'мёд, сливки', en: 'honey, cream' },
      allergens: { ru: 'глютен', en: 'gluten' },
      nutrition: { kcal: 380, protein: 6, fat: 19.5, carbs: 46 },
    });
  });
  it('read a malformed fact as absent and keep the product', () => {
    const product = withFacts({
      composition_ru: 42,
      allergens_ru: ['глютен'],
      nutrition: { kcal: 'many', protein: 1, fat: 1, carbs: 1 },
    });
    expect(product.name.ru).toBe('Медовик');
    expect(product.facts).toBeUndefined();
    expect(withFacts({ composition_en: 'flour', nutrition: { kcal: 100 } }).facts).toEqual({
      composition: { ru: '', en: 'flour' },
      allergens: { ru: '', en: '' },
      nutrition: null,
    });
    expect(withFacts({ nutrition: { kcal: -1, protein: 1, fat: 1, carbs: 1 } }).facts).toBeUndefined();
  });
});
