import { Suspense, type ReactNode } from 'react';
import { Toaster } from '@/components/toast';
import type { RootStore } from '@/stores/RootStore';
import { StoresProvider } from '@/stores/context';

/**
 * Providers around the router (passed as children): stores and the lazily loaded toasts. The page's base
 * styles are plain CSS (src/theme/global.css); MUI's theme comes with each lazy part (lazyThemed).
 */
export function App({ store, children }: { store: RootStore; children: ReactNode }) {
  return (
    <StoresProvider store={store}>
      <Suspense fallback={null}>{children}</Suspense>
      <Toaster />
    </StoresProvider>
  );
}
