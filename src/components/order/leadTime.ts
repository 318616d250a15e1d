import type { Category } from '@/domain/types';

/** A product's `leadTimeDays` in the loaded menu tree (undefined when the menu does not have it). */
export function productLeadTime(categories: readonly Category[], productId: number): number | undefined {
  for (const category of categories) {
    const product = category.products.find((p) => p.id === productId);
    if (product) return product.leadTimeDays;
  }
  return undefined;
}
