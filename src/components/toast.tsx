import { Suspense, useEffect, useState } from 'react';
import type { OptionsObject, SnackbarMessage } from 'notistack';
import { lazyThemed } from '@/theme/lazyThemed';

let requested = false;
/** Shows the host: set by the mounted Toaster (one, near the root). */
let wake = () => {};
let resolveMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});

const ToastHost = lazyThemed(() => import('./ToastHost'));

/** notistack and the placement, once the host has mounted: one promise, so the toasts show in call order. */
const load = () => Promise.all([mounted, import('notistack'), import('./ToastHost')]);
let ready: ReturnType<typeof load> | undefined;
const whenReady = () => (ready ??= load());

/**
 * Shows a toast (notistack). The toast machinery loads on the first toast, so it is not in the
 * initial bundle; durations and positions come from SPEC.md section 9 through `options`.
 */
export function toast(message: SnackbarMessage, options?: OptionsObject): void {
  mountToaster();
  void whenReady().then(([, { enqueueSnackbar }, { placeTopRight }]) => {
    if (options?.anchorOrigin?.horizontal === 'right') placeTopRight();
    enqueueSnackbar(message, options);
  });
}

/** Loads and mounts the toast host (on the first toast). */
function mountToaster(): void {
  requested = true;
  wake();
}

/** Mount once near the root: renders the toast host when the first toast is asked for. */
export function Toaster() {
  const [show, setShow] = useState(requested);
  useEffect(() => {
    wake = () => setShow(true);
  }, []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost onMounted={resolveMounted} />
    </Suspense>
  );
}
