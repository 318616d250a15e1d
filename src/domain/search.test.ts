import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesName, normalizeSearch, searchCategories } from './search';
import type { Category, Product } from './types';

function product(id: number, ru: string, en: string): Product {
  return {
    id,
    categoryId: 1,
    name: { ru, en },
    description: { ru: '', en: '' },
    price: 100,
    weight: 100,
    unit: 'g',
    image: '',
    code: '',
    minimum: 1,
    multiplicity: 1,
    notDiscount: false,
    popular: false,
    choices: [],
  };
}
function category(id: number, products: Product[]): Category {
  return {
    id,
    alias: `c${id}`,
    name: { ru: `К${id}`, en: `C${id}` },
    description: { ru: '', en: '' },
    parentId: 0,
    order: id,
    notDiscount: false,
    section: 'menyu',
    products,
  };
}

const cats = [
  category(1, [
    product(1, 'Сырники со сметаной', 'Syrniki with sour cream'),
    product(2, 'Ёжики в томате', 'Meatballs in tomato'),
  ]),
  category(2, [product(3, 'Торт «Медовик»', 'Honey cake'), product(4, 'Капучино', 'Cappuccino')]),
];

describe('normalizeSearch', () => {
  it('ignores case, ё, quotes and extra spaces', () => {
    expect(normalizeSearch('  Торт  «МЕДОВИК» ')).toBe('торт медовик');
    expect(normalizeSearch('Ёжики')).toBe('ежики');
  });
  it('is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(normalizeSearch(normalizeSearch(s))).toBe(normalizeSearch(s));
      }),
    );
  });
});

describe('matchesName', () => {
  it('finds by any part of the name in the current locale', () => {
    expect(matchesName(cats[0]!.products[0]!, 'сыр', 'ru')).toBe(true);
    expect(matchesName(cats[0]!.products[0]!, 'syr', 'ru')).toBe(false);
    expect(matchesName(cats[0]!.products[0]!, 'syr', 'en')).toBe(true);
  });
  it('needs every word, in any order', () => {
    expect(matchesName(cats[1]!.products[0]!, 'медовик торт', 'ru')).toBe(true);
    expect(matchesName(cats[1]!.products[0]!, 'медовик шоколад', 'ru')).toBe(false);
  });
  it('treats е and ё alike', () => {
    expect(matchesName(cats[0]!.products[1]!, 'ежики', 'ru')).toBe(true);
  });
});

describe('searchCategories', () => {
  it('keeps everything for an empty query', () => {
    expect(searchCategories(cats, '  ', 'ru')).toEqual(cats);
  });
  it('keeps only matching products and drops empty categories', () => {
    const found = searchCategories(cats, 'капуч', 'ru');
    expect(found.map((c) => c.id)).toEqual([2]);
    expect(found[0]!.products.map((p) => p.id)).toEqual([4]);
  });
  it('finds nothing for a name that is not on the menu', () => {
    expect(searchCategories(cats, 'пицца', 'ru')).toEqual([]);
  });
});
