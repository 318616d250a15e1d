// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { categorySection, isPickableCafe, popularProducts } from './menu';
import type { Product } from './types';

const priced = (...prices: number[]) => prices.map((price) => ({ price }));

describe('categorySection without a section field', () => {
  it('category 1184 is the cakes page, whatever it is marked', () => {
    expect(categorySection(1184, priced(2900))).toBe('cakes');
    expect(categorySection(1184, priced(2900), 'hidden')).toBe('cakes');
    expect(categorySection(1183, priced(2900))).toBe('menyu');
    expect(categorySection(1185, priced(2900), 'cakes')).toBe('menyu');
  });

  it('a category whose every product is priced 0 (the gifts) stays off the menu; one sellable product puts it on', () => {
    expect(categorySection(2000, priced(0, 0, 0))).toBe('hidden');
    expect(categorySection(2000, priced(0, 1, 0))).toBe('menyu');
  });

  it('a category without products is the menu (it shows once it has some); our hidden mark is honoured', () => {
    expect(categorySection(16, [])).toBe('menyu');
    expect(categorySection(16, priced(420), 'hidden')).toBe('hidden');
    expect(categorySection(16, priced(420), 'menyu')).toBe('menyu');
  });
});

describe('popularProducts', () => {
  const product = (id: number, popular = false) => ({ id, popular }) as Product;
  const coffee = { products: [product(101), product(102, true), product(103)] };
  const desserts = { products: [product(701), product(702)] };
  const salads = { products: [product(401, true)] };

  it('takes the marked dishes in menu order, up to the limit', () => {
    expect(popularProducts([coffee, desserts, salads], 8).map((p) => p.id)).toEqual([102, 401]);
    expect(popularProducts([coffee, desserts, salads], 1).map((p) => p.id)).toEqual([102]);
  });

  it('with none marked, the first dish of each category in turn', () => {
    const plain = [{ products: [product(101), product(103)] }, desserts, { products: [] }];
    expect(popularProducts(plain, 8).map((p) => p.id)).toEqual([101, 701, 103, 702]);
    expect(popularProducts(plain, 3).map((p) => p.id)).toEqual([101, 701, 103]);
    expect(popularProducts([], 8)).toEqual([]);
  });
});

describe('isPickableCafe', () => {
  it("drops only 'Торты на заказ'", () => {
    expect(isPickableCafe('Торты на заказ')).toBe(false);
    expect(isPickableCafe(' Торты на заказ ')).toBe(false);
    expect(isPickableCafe('Корица и Сливки на Покровке')).toBe(true);
  });
});
