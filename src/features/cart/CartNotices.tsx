import { Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@/stores/context';
import { lazyThemed } from '@/theme/lazyThemed';

const CartToasts = lazyThemed(() => import('./CartToasts'));

/** Watches the cart for something to tell; the toast code loads with the first notice, not with the page. */
export const CartNotices = observer(function CartNotices() {
  const { cart } = useStores();
  if (cart.notices.length === 0 && !cart.hasNotified) return null;
  return (
    <Suspense fallback={null}>
      <CartToasts />
    </Suspense>
  );
});
