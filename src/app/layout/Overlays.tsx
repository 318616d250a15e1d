import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@/stores/context';

const LoginModal = lazy(() => import('@/features/auth/LoginModal'));

/** The login modal, loaded the first time `site.showLoginForm` is set. */
const LoginOverlay = observer(function LoginOverlay() {
  const { site } = useStores();
  if (!site.showLoginForm) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
});

/**
 * Overlays every layout carries: the cart panel and the login modal (added by their features).
 * Each is loaded lazily when first opened, so the initial bundle stays small.
 */
export function Overlays() {
  return <LoginOverlay />;
}
