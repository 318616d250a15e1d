import { createRoot } from 'react-dom/client';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/theme/theme';
import type { MockDb } from '../db';
import { QaPanel } from './QaPanel';

/** Renders the QA panel in a root of its own, beside the app (mock modes only). */
export function mountQaPanel(scenario: string, data: { db: MockDb; storage: Storage }) {
  const host = document.createElement('div');
  host.id = 'qa-root';
  document.body.appendChild(host);
  createRoot(host).render(
    <ThemeProvider theme={theme}>
      <QaPanel scenario={scenario} demo={import.meta.env.VITE_DEMO === 'true'} data={data} />
    </ThemeProvider>,
  );
}
