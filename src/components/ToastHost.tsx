import { useEffect } from 'react';
import { SnackbarProvider } from 'notistack';
import { TOAST_DEFAULT_MS } from '@/domain/constants';

/** notistack's provider, loaded with the first toast: 3 s and top centre unless a toast says otherwise. */
export default function ToastHost({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return <SnackbarProvider maxSnack={4} autoHideDuration={TOAST_DEFAULT_MS} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />;
}
