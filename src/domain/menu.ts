import { CAKE_TO_ORDER_CATEGORY_ID } from './constants';
import type { Category, CategorySection, Product } from './types';

/**
 * Which part of the site shows a category. The PHP backend sends no `section` (DECISIONS.md section 6), so:
 * category 1184 is the cakes page (SPEC.md section 4), whatever else it says; a category that is marked
 * `hidden` (our addition), or whose every product is priced 0, stays off the menu: those are the gifts
 * (presents and promo presents are catalogue products nobody can buy, like the fixtures' category 2000);
 * every other category is the delivery menu.
 */
export function categorySection(
  id: number,
  products: readonly Pick<Product, 'price'>[],
  marked?: CategorySection,
): CategorySection {
  if (id === CAKE_TO_ORDER_CATEGORY_ID) return 'cakes';
  if (marked === 'hidden') return 'hidden';
  if (products.length > 0 && products.every((p) => p.price === 0)) return 'hidden';
  return 'menyu';
}

/**
 * The dishes the home page shows as popular: those marked `popular`, in menu order; when the backend marks
 * none (SPEC.md has no such field), the first dish of each menu category in turn, so the home page still
 * shows a taste of the whole menu rather than an empty block.
 */
export function popularProducts(categories: readonly Pick<Category, 'products'>[], limit: number): Product[] {
  const marked = categories.flatMap((c) => c.products.filter((p) => p.popular));
  if (marked.length > 0) return marked.slice(0, limit);
  const picked: Product[] = [];
  const depth = Math.max(0, ...categories.map((c) => c.products.length));
  for (let i = 0; i < depth && picked.length < limit; i += 1) {
    for (const category of categories) {
      const product = category.products[i];
      if (product && picked.length < limit) picked.push(product);
    }
  }
  return picked;
}

/**
 * Whether a cafe appears in the pick lists (feedback, pickup, the operator's and hand orders, the cafe list): every
 * cafe except the cake-order desk (SPEC.md section 3).
 */
export function isPickableCafe(cafeNameRu: string): boolean {
  return cafeNameRu.trim() !== 'Торты на заказ';
}
