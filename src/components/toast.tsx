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
  if (!requested) {
    requested = true;
    listeners.forEach((l) => l());
  }
  void Promise.all([mounted, import('notistack')]).then(([, { enqueueSnackbar }]) => enqueueSnackbar(message, options));
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
