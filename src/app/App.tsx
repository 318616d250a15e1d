import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { RouterProvider } from 'react-router';
import type { RootStore } from '@/stores/RootStore';
import { StoresProvider } from '@/stores/context';
import { theme } from '@/theme/theme';
import { TOAST_DEFAULT_MS } from '@/domain/constants';
import type { createAppRouter } from './router';

/** Providers around the router: stores, theme, toasts (3 s by default, SPEC.md section 9). */
export function App({ store, router }: { store: RootStore; router: ReturnType<typeof createAppRouter> }) {
  return (
    <StoresProvider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider maxSnack={4} autoHideDuration={TOAST_DEFAULT_MS} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </ThemeProvider>
    </StoresProvider>
  );
}
