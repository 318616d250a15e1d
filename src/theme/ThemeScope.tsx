import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

/** The MUI theme around a lazily loaded part (a page, a dialog): MUI's code arrives with that part only. */
export function ThemeScope({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
