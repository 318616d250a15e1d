import { Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { WidgetBoundary } from '@/components/WidgetBoundary';
import { whenIdle } from '@/components/whenIdle';
import { useStores } from '@/stores/context';
import { lazyThemed } from '@/theme/lazyThemed';

const LoginModal = lazyThemed(() => import('@/features/auth/LoginModal'));
const CartPanel = lazyThemed(() => import('@/features/cart/CartPanel'));
const CartToasts = lazyThemed(() => import('@/features/cart/CartToasts'));

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

/**
 * Overlays every layout carries: the cart panel, the cart's toasts and the login modal (added by their
 * features), none of them in the first JavaScript. The login modal loads when first opened. The cart panel and
 * the cart's toasts load once the page is hydrated (this effect runs after the first commit) and has been idle
 * for a while, or sooner when the cart opens or has something to tell; the panel mounts closed and stays, so
 * the first tap on the cart or on an add button only flips state.
 */
export const Overlays = observer(function Overlays() {
  const { cart, ui } = useStores();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // 3 s after the browser was first idle (the page's load is over); the panel's chunks load and it mounts
    // closed, and its first-time work follows in idle moments (WarmUp). Safari has no requestIdleCallback:
    // 3 s after the first commit.
    return whenIdle(() => setTimeout(() => setReady(true), 3000));
  }, []);
  if ((ui.cartOpen || cart.notices.length) && !ready) setReady(true);
  return (
    <>
      <WidgetBoundary name="login">
        <LoginOverlay />
      </WidgetBoundary>
      {ready && (
        <>
          <WidgetBoundary name="cart notices">
            <Suspense fallback={null}>
              <CartToasts />
            </Suspense>
          </WidgetBoundary>
          <WidgetBoundary name="cart">
            <Suspense fallback={null}>
              <CartPanel />
            </Suspense>
          </WidgetBoundary>
        </>
      )}
    </>
  );
});
