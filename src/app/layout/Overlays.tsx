import { Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { WidgetBoundary } from '@/components/WidgetBoundary';
import { CartNotices } from '@/features/cart/CartNotices';
import { useStores } from '@/stores/context';
import { lazyThemed } from '@/theme/lazyThemed';

const LoginModal = lazyThemed(() => import('@/features/auth/LoginModal'));
const CartPanel = lazyThemed(() => import('@/features/cart/CartPanel'));

/** The login modal, loaded the first time `ui.showLoginForm` is set. */
const LoginOverlay = observer(function LoginOverlay() {
  const { ui } = useStores();
  if (!ui.showLoginForm) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
});

/** The cart panel: loaded the first time the cart opens, then kept so it can animate closed. */
const CartOverlay = observer(function CartOverlay() {
  const { ui } = useStores();
  const [wanted, setWanted] = useState(false);
  if (ui.cartOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  );
});

/**
 * Overlays every layout carries: the cart panel and the login modal (added by their features).
 * Each is loaded lazily when first opened, so the initial bundle stays small.
 */
export function Overlays() {
  return (
    <>
      <WidgetBoundary name="login">
        <LoginOverlay />
      </WidgetBoundary>
      <WidgetBoundary name="cart notices">
        <CartNotices />
      </WidgetBoundary>
      <WidgetBoundary name="cart">
        <CartOverlay />
      </WidgetBoundary>
    </>
  );
}
