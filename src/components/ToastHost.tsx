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

/**
 * notistack's provider, loaded with the first toast: 3 s and top centre unless a toast says otherwise. Top-right
 * toasts start below the header (measured by toast()), so they never cover the cart button.
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
