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

/**
 * Shows a toast (notistack). The toast machinery loads on the first toast, so it is not in the
 * initial bundle; durations and positions come from SPEC.md section 9 through `options`.
 */
export function toast(message: SnackbarMessage, options?: OptionsObject): void {
  if (options?.anchorOrigin?.horizontal === 'right') placeBelowHeader();
  mountToaster();
  void Promise.all([mounted, import('notistack')]).then(([, { enqueueSnackbar }]) =>
    enqueueSnackbar(message, options),
  );
}

/** Loads and mounts the toast host now (the cart's toasts do once the page is idle): a toast then only shows itself. */
export function mountToaster(): void {
  requested = true;
  wake();
}

/** Closes a toast shown with that `key`. */
export function closeToast(key: string): void {
  void import('notistack').then(({ closeSnackbar }) => closeSnackbar(key));
}

/** The rule placing top-right toasts: a style sheet of its own (see placeBelowHeader). */
let placement: HTMLStyleElement | undefined;

/**
 * Top-right toasts start 8 px below the header's current bottom edge (banner shown or not, scrolled or not).
 * The offset is a rule of its own style sheet, which restyles only the toasts' container: a custom property set
 * on the root is inherited, so every element of the page was restyled on each "added to cart" (95 ms on /menyu
 * with a CPU 4× slower).
 */
function placeBelowHeader() {
  const header = document.querySelector('[data-testid="header"]');
  const bottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  placement ??= document.head.appendChild(document.createElement('style'));
  placement.textContent = `.toast-below-header{top:${Math.round(bottom) + 8}px!important}`;
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
