import { Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { firstPageCommitted } from '@/app/pageLoading';
import { WidgetBoundary } from '@/components/WidgetBoundary';
import { useStores } from '@/stores/context';
import { lazyPlain } from '@/theme/lazyThemed';

const LoginModal = lazyPlain(() => import('@/features/auth/LoginModal'));
const CartPanel = lazyPlain(() => import('@/features/cart/CartPanel'));
const CartToasts = lazyPlain(() => import('@/features/cart/CartToasts'));

/** The login modal, mounted while `ui.showLoginForm` is set. */
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
 * Overlays every layout carries: the cart panel, the cart's toasts and the login modal, none of them in the first
 * JavaScript. Their code loads early, so that a first tap finds it there and shows the result in the tap's own
 * commit (the footer loads its dialogs' code itself):
 * - the login modal's and the cart's toasts' (plain elements) as soon as the shell has hydrated: this effect runs
 *   after the first commit, when the login button starts to work;
 * - the cart panel's once the page has committed, so its evaluation does not fall among the page's hydration,
 *   where the first taps land. A tap on the cart before then loads the panel's code itself. The panel is plain
 *   elements too; only its gift choice uses MUI, and loads with the theme as its button shows (`GiftSection`).
 *
 * Each mounts when first wanted: the panel when the cart first opens (then it stays, and opens and closes by its own
 * state), the toasts with the cart's first notice, the login modal while it is open.
 */
export const Overlays = observer(function Overlays() {
  const { cart, ui } = useStores();
  const [panel, setPanel] = useState(false);
  const [toasts, setToasts] = useState(false);
  useEffect(() => {
    void LoginModal.preload();
    void CartToasts.preload();
    void firstPageCommitted.then(() => void CartPanel.preload());
  }, []);
  if (ui.cartOpen && !panel) setPanel(true);
  if (cart.notices.length > 0 && !toasts) setToasts(true);
  return (
    <>
      <WidgetBoundary name="login">
        <LoginOverlay />
      </WidgetBoundary>
      {toasts && (
        <WidgetBoundary name="cart notices">
          <Suspense fallback={null}>
            <CartToasts />
          </Suspense>
        </WidgetBoundary>
      )}
      {panel && (
        <WidgetBoundary name="cart">
          <Suspense fallback={null}>
            <CartPanel />
          </Suspense>
        </WidgetBoundary>
      )}
    </>
  );
});
