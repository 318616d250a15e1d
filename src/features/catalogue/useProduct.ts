import { useStores } from '@/stores/context';
import type { Category, Product } from '@/domain/types';

/**
 * Finds a product (and its category) in the loaded menu tree by its id in the URL. `ready` says the
 * answer is final: the menu is loaded, or the id cannot be a product id at all.
 */
export function useProduct(id: string | undefined): {
  product?: Product;
  category?: Category;
  ready: boolean;
} {
  const { catalogue } = useStores();
  if (!id || !/^\d+$/.test(id)) return { ready: true };
  const ready = catalogue.menuStatus === 'ready';
  for (const category of catalogue.categories) {
    const product = category.products.find((p) => p.id === Number(id));
    if (product) return { product, category, ready };
  }
  return { ready };
}
