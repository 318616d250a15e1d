import { pick, type Category, type Locale, type Product } from './types';

/** Lower case, ё as е, quotes and dashes ignored, spaces collapsed: how people type a dish name. */
export function normalizeSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[«»"'“”„`’\-–—]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a product's name in the locale contains every word of the query. */
export function matchesName(product: Product, query: string, locale: Locale): boolean {
  const words = normalizeSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const name = normalizeSearch(pick(product.name, locale));
  return words.every((word) => name.includes(word));
}

/** The categories with only their products whose name matches; categories left empty drop out. */
export function searchCategories(categories: readonly Category[], query: string, locale: Locale): Category[] {
  if (!normalizeSearch(query)) return [...categories];
  return categories.flatMap((category) => {
    const products = category.products.filter((p) => matchesName(p, query, locale));
    return products.length ? [{ ...category, products }] : [];
  });
}
