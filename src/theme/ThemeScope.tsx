import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

/**
 * The MUI theme around a lazily loaded part (a page, a dialog): MUI's code arrives with that part only. The theme's
 * CSS variables are already in the first style sheet (scripts/build/theme-css.ts): the provider writes no copy, and
 * with one colour scheme there is no mode to store.
 */
export function ThemeScope({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} disableStyleSheetGeneration storageManager={null}>
      {children}
    </ThemeProvider>
  );
}
