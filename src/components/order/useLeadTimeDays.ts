import type { CartLine } from '@/domain/cartLine';
import { cartLeadTimeDays } from '@/domain/order';
import type { Category } from '@/domain/types';
import { useStores } from '@/stores/context';

/** A product's `leadTimeDays` in the loaded menu tree (undefined when the menu does not have it). */
export function productLeadTime(categories: readonly Category[], productId: number): number | undefined {
  for (const category of categories) {
    const product = category.products.find((p) => p.id === productId);
    if (product) return product.leadTimeDays;
  }
  return undefined;
}

/**
 * The lead time of a set of lines in days: the longest `leadTimeDays` of their cakes to order, read
 * from the loaded menu (the catalogue's products carry it); call it inside an `observer`.
 */
export function useLeadTimeDays(lines: readonly Pick<CartLine, 'id' | 'parent'>[]): number {
  const { site } = useStores();
  return cartLeadTimeDays(lines, (id) => productLeadTime(site.categories, id));
}
