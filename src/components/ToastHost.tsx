import { useEffect } from 'react';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { styled } from '@mui/material/styles';
import { TOAST_DEFAULT_MS } from '@/domain/constants';
import { brand } from '@/theme/brand';

/** notistack's toasts in the brand's palette: cocoa, caramel, pistachio-green and berry-red on warm shadows. */
const BrandToast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent': {
    fontFamily: 'inherit',
    fontWeight: 600,
    fontSize: 15,
    lineHeight: 1.4,
    borderRadius: 16,
    padding: '8px 18px',
    boxShadow: '0 12px 32px rgba(74, 44, 42, 0.28)',
    color: '#fff',
  },
  '&.notistack-MuiContent-default': { backgroundColor: brand.cocoa },
  '&.notistack-MuiContent-info': { backgroundColor: brand.cocoaSoft },
  '&.notistack-MuiContent-success': { backgroundColor: '#3D6B35' },
  '&.notistack-MuiContent-warning': { backgroundColor: brand.caramelText },
  '&.notistack-MuiContent-error': { backgroundColor: '#9E2F45' },
});
const components = {
  default: BrandToast,
  info: BrandToast,
  success: BrandToast,
  warning: BrandToast,
  error: BrandToast,
};

/** The rule placing top-right toasts: a style sheet of its own (see placeTopRight). */
let placement: HTMLStyleElement | undefined;

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
  placement ??= document.head.appendChild(document.createElement('style'));
  placement.textContent = `.toast-below-header{top:${Math.round(top) + 8}px!important${right}}`;
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
      Components={components}
      classes={{ containerAnchorOriginTopRight: 'toast-below-header' }}
    />
  );
}
