import type { CartLine } from '@/domain/cartLine';
import { cartLeadTimeDays } from '@/domain/order';
import { useStores } from '@/stores/context';

/**
 * The lead time of a set of lines in days: the longest `leadTimeDays` of their cakes to order, read
 * from the loaded menu (the catalogue's products carry it); call it inside an `observer`.
 */
export function useLeadTimeDays(lines: readonly Pick<CartLine, 'id' | 'parent'>[]): number {
  const { site } = useStores();
  return cartLeadTimeDays(lines, (id) => {
    for (const category of site.categories) {
      const product = category.products.find((p) => p.id === id);
      if (product) return product.leadTimeDays;
    }
    return undefined;
  });
}
