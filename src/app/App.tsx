import { Suspense, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { Toaster } from '@/components/toast';
import type { RootStore } from '@/stores/RootStore';
import { StoresProvider } from '@/stores/context';
import { theme } from '@/theme/theme';

/** Providers around the router (passed as children): stores, theme, and the lazily loaded toasts. */
export function App({ store, children }: { store: RootStore; children: ReactNode }) {
  return (
    <StoresProvider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Suspense fallback={null}>{children}</Suspense>
        <Toaster />
      </ThemeProvider>
    </StoresProvider>
  );
}
