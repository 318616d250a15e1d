import { useMemo } from 'react';
import { computed } from 'mobx';
import { useStores } from '@/stores/context';

/**
 * How many of a product are in the cart (all its lines). One computed per card: a cart change
 * re-renders only the cards whose count changed, not the whole menu.
 */
export function useCartCount(productId: number): number {
  const { cart } = useStores();
  const count = useMemo(() => computed(() => cart.lines.reduce((sum, line) => (line.id === productId ? sum + line.count : sum), 0)), [cart, productId]);
  return count.get();
}
