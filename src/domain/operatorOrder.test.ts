import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findProducts, isOrderableByOperator, OPERATOR_BRANDS, PRODUCT_SEARCH_LIMIT } from './operatorOrder';
import type { Category, CategorySection, Product } from './types';

function product(id: number, ru: string, en: string, code = ''): Product {
  return {
    id,
    categoryId: 1,
    name: { ru, en },
    description: { ru: '', en: '' },
    price: 100,
    weight: 100,
    unit: 'g',
    image: '',
    code,
    minimum: 1,
    multiplicity: 1,
    notDiscount: false,
    popular: false,
    choices: [],
  };
}
function category(id: number, products: Product[], section: CategorySection = 'menyu'): Category {
  return {
    id,
    alias: `c${id}`,
    name: { ru: `К${id}`, en: `C${id}` },
    description: { ru: '', en: '' },
    parentId: 0,
    order: id,
    notDiscount: false,
    section,
    products,
  };
}

const cats = [
  category(16, [
    product(701, 'Торт «Медовик»', 'Honey cake', 'DS-701'),
    product(702, 'Эклер', 'Eclair', 'DS-702'),
  ]),
  category(
    1184,
    [
      product(1185, 'Торт по индивидуальному заказу', 'Individual cake', 'TNZ-1185'),
      product(1186, 'Торт «Наполеон»', 'Napoleon cake', 'TNZ-1186'),
    ],
    'cakes',
  ),
  category(2000, [product(3001, 'Лимонад цитрус-мята', 'Citrus-mint lemonade', 'GF-3001')], 'hidden'),
];

describe('OPERATOR_BRANDS', () => {
  it('are the five brand codes of DECISIONS.md section 3', () => {
    expect([...OPERATOR_BRANDS].sort()).toEqual(['bm', 'cg', 'cs', 'cs-old', 'udc']);
  });
});

describe('isOrderableByOperator', () => {
  it('takes menu dishes and cakes to order, not gifts nor the individual cake (it has its own form)', () => {
    expect(isOrderableByOperator(cats[0]!.products[0]!, cats[0]!)).toBe(true);
    expect(isOrderableByOperator(cats[1]!.products[1]!, cats[1]!)).toBe(true);
    expect(isOrderableByOperator(cats[1]!.products[0]!, cats[1]!)).toBe(false);
    expect(isOrderableByOperator(cats[2]!.products[0]!, cats[2]!)).toBe(false);
  });
});

describe('findProducts', () => {
  const ids = (query: string, locale: 'ru' | 'en' = 'ru', limit?: number) =>
    findProducts(cats, query, locale, limit).map((hit) => hit.product.id);

  it('finds by every word of the name in the current language, in menu order', () => {
    expect(ids('торт')).toEqual([701, 1186]);
    expect(ids('медовик торт')).toEqual([701]);
    expect(ids('cake')).toEqual([]);
    expect(ids('cake', 'en')).toEqual([701, 1186]);
  });

  it('finds by the product code as printed, whatever the case', () => {
    expect(ids('DS-702')).toEqual([702]);
    expect(ids('ds 702', 'en')).toEqual([702]);
    expect(ids('DS-70')).toEqual([]);
  });

  it('never offers gifts or the individual cake', () => {
    expect(ids('лимонад')).toEqual([]);
    expect(ids('индивидуальному')).toEqual([]);
    expect(ids('TNZ-1185')).toEqual([]);
  });

  it('finds nothing for an empty query and keeps the hit with its category', () => {
    expect(ids('   ')).toEqual([]);
    expect(findProducts(cats, 'эклер', 'ru')[0]?.category.id).toBe(16);
  });

  it('stops at the limit (both sides)', () => {
    const many = [
      category(
        1,
        Array.from({ length: PRODUCT_SEARCH_LIMIT + 1 }, (_, i) =>
          product(i + 1, `Кекс ${i + 1}`, `Muffin ${i + 1}`),
        ),
      ),
    ];
    expect(findProducts(many, 'кекс', 'ru')).toHaveLength(PRODUCT_SEARCH_LIMIT);
    expect(findProducts(many, 'кекс', 'ru', PRODUCT_SEARCH_LIMIT + 1)).toHaveLength(PRODUCT_SEARCH_LIMIT + 1);
    expect(findProducts(many, 'кекс', 'ru', 1)).toHaveLength(1);
  });

  it('every hit matches the query (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('торт', 'эклер', 'медовик', 'наполеон', 'т', 'е'),
        fc.constantFrom<'ru' | 'en'>('ru', 'en'),
        (query, locale) => {
          for (const hit of findProducts(cats, query, locale)) {
            expect(hit.category.section).not.toBe('hidden');
            expect(
              (locale === 'en' ? hit.product.name.en : hit.product.name.ru).toLowerCase().replace(/ё/g, 'е'),
            ).toContain(query);
          }
        },
      ),
    );
  });
});
