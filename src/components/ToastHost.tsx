import { useEffect } from 'react';
import { SnackbarProvider } from 'notistack';
import { TOAST_DEFAULT_MS } from '@/domain/constants';
import { injectStyle } from './injectStyle';
import toastCss from './toast.css?inline';

injectStyle(toastCss);

/**
 * The rule placing top-right toasts: a style sheet of its own (see placeTopRight), added with the toasts' chunk
 * (when the page is idle), not with the first toast: a style sheet coming or changing restyles the page.
 */
const placement = document.head.appendChild(document.createElement('style'));

/** Room a toast needs beside the open cart panel (its text wraps within it); less, and it goes over the panel's title. */
const ROOM_BESIDE_PANEL = 360;

/**
 * Places the top-right toasts (toast() calls it before it shows one): 8 px below the header's current bottom edge
 * (banner shown or not, scrolled or not), so they never cover the cart button. While the cart panel is open they
 * keep off its lines, where the customer is changing counts: beside the panel when the window leaves room, else
 * (a phone: the panel takes the whole width) over the panel's title bar. The offsets are a rule of their own
 * style sheet, which restyles only the toasts' container: a custom property set on the root is inherited, so
 * every element of the page was restyled on each "added to cart" (95 ms on /menyu with a CPU 4× slower).
 */
export function placeTopRight() {
  const header = document.querySelector('[data-testid="header"]');
  let top = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  let right = '';
  // Its layout box (offsetLeft), not its box on screen: the panel may still be sliding in.
  const panel = document.querySelector<HTMLElement>('[data-testid="cart-panel"]:not([hidden])');
  if (panel) {
    if (panel.offsetLeft >= ROOM_BESIDE_PANEL)
      right = `;right:${document.documentElement.clientWidth - panel.offsetLeft + 16}px!important`;
    else top = 0;
  }
  const rule = `.toast-below-header{top:${Math.round(top) + 8}px!important${right}}`;
  if (placement.textContent !== rule) placement.textContent = rule;
}

/**
 * notistack's provider, loaded with the first toast: 3 s and top centre unless a toast says otherwise. Top-right
 * toasts are placed by placeTopRight.
 */
export default function ToastHost({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={TOAST_DEFAULT_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      classes={{ containerAnchorOriginTopRight: 'toast-below-header' }}
    />
  );
}
