import { useEffect } from 'react';
import { SnackbarProvider } from 'notistack';
import { TOAST_DEFAULT_MS } from '@/domain/constants';
import { topRightPlace } from './toastPlace';
import './toast.css';

/**
 * The rule placing top-right toasts: a style sheet of its own (see placeTopRight), added with the toasts' chunk
 * (when the page is idle), not with the first toast: a style sheet coming or changing restyles the page.
 */
const placement = document.head.appendChild(document.createElement('style'));

/**
 * Places the top-right toasts (toast() calls it before it shows one) where topRightPlace says. The offsets are a
 * rule of their own style sheet, which restyles only the toasts' container: a custom property set on the root is
 * inherited, so every element of the page was restyled on each toast (95 ms on /menyu with a CPU 4× slower).
 */
export function placeTopRight() {
  const { top, right } = topRightPlace();
  const rule = `.toast-below-header{top:${top}px!important${right === undefined ? '' : `;right:${right}px!important`}}`;
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
