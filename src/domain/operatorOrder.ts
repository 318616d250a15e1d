/** The operator's order entry of the admin area (DECISIONS.md section 3): pure rules, no storage, no fetch. */
import { INDIVIDUAL_CAKE_PRODUCT_ID } from './constants';
import { normalizeSearch } from './search';
import { pick, type Category, type Locale, type Product } from './types';

/** The brand codes of the `*-ordering` pages, in the order the admin index lists them. */
export const OPERATOR_BRANDS = ['udc', 'bm', 'cg', 'cs', 'cs-old'] as const;
export type OperatorBrand = (typeof OPERATOR_BRANDS)[number];

/** How many products the operator's search shows at once. */
export const PRODUCT_SEARCH_LIMIT = 12;

/** A product the operator can add, with the category it is in. */
export type ProductHit = { product: Product; category: Category };

/** Whether the operator may add a product: not a hidden category (gifts) and not the individual cake, which has its own form. */
export function isOrderableByOperator(product: Product, category: Category): boolean {
  return category.section !== 'hidden' && product.id !== INDIVIDUAL_CAKE_PRODUCT_ID;
}

/**
 * The operator's product search: every word of the query in the product's name in the locale (or its
 * code, typed as it is on the receipt), menu order, at most `limit`; an empty query finds nothing.
 */
export function findProducts(
  categories: readonly Category[],
  query: string,
  locale: Locale,
  limit: number = PRODUCT_SEARCH_LIMIT,
): ProductHit[] {
  const words = normalizeSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const hits: ProductHit[] = [];
  for (const category of categories) {
    for (const product of category.products) {
      if (!isOrderableByOperator(product, category)) continue;
      const name = normalizeSearch(pick(product.name, locale));
      if (words.every((word) => name.includes(word)) || normalizeSearch(product.code) === words.join(' ')) {
        hits.push({ product, category });
        if (hits.length >= limit) return hits;
      }
    }
  }
  return hits;
}
