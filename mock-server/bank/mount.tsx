import { createRoot } from 'react-dom/client';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/theme/theme';
import { BankPage } from './BankPage';

/** Renders the mock bank page in place of the app (mock modes only). */
export function mountBankPage(url: URL, anyFolder: boolean) {
  const orderId = Number(url.searchParams.get('order'));
  const lang = url.searchParams.get('lang') === 'en' ? 'en' : 'ru';
  createRoot(document.getElementById('root')!).render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BankPage
        orderId={Number.isInteger(orderId) && orderId > 0 ? orderId : 0}
        lang={lang}
        anyFolder={anyFolder}
      />
    </ThemeProvider>,
  );
}
