import { Suspense, useEffect, useState } from 'react';
import type { OptionsObject, SnackbarMessage } from 'notistack';
import { lazyThemed } from '@/theme/lazyThemed';

type Listener = () => void;
let requested = false;
const listeners = new Set<Listener>();
let resolveMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});

const ToastHost = lazyThemed(() => import('./ToastHost'));

/**
 * Shows a toast (notistack). The toast machinery loads on the first toast, so it is not in the
 * initial bundle; durations and positions come from SPEC.md section 9 through `options`.
 */
export function toast(message: SnackbarMessage, options?: OptionsObject): void {
  if (options?.anchorOrigin?.horizontal === 'right') placeBelowHeader();
  if (!requested) {
    requested = true;
    listeners.forEach((l) => l());
  }
  void Promise.all([mounted, import('notistack')]).then(([, { enqueueSnackbar }]) =>
    enqueueSnackbar(message, options),
  );
}

/** Closes a toast shown with that `key`. */
export function closeToast(key: string): void {
  void import('notistack').then(({ closeSnackbar }) => closeSnackbar(key));
}

/** Top-right toasts start 8 px below the header's current bottom edge (banner shown or not, scrolled or not). */
function placeBelowHeader() {
  const header = document.querySelector('[data-testid="header"]');
  const bottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  document.documentElement.style.setProperty('--toast-top', `${Math.round(bottom) + 8}px`);
}

/** Mount once near the root: renders the toast host when the first toast is asked for. */
export function Toaster() {
  const [show, setShow] = useState(requested);
  useEffect(() => {
    const listener = () => setShow(true);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost onMounted={resolveMounted} />
    </Suspense>
  );
}
