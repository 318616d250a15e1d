import { createRoot } from 'react-dom/client';
import type { MockDb } from '../db';
import { QaBadge } from './QaBadge';

/** Renders the QA panel's badge in a root of its own, beside the app (mock modes only); the panel loads when it opens. */
export function mountQaPanel(scenario: string, data: { db: MockDb; storage: Storage }) {
  const host = document.createElement('div');
  host.id = 'qa-root';
  document.body.appendChild(host);
  createRoot(host).render(
    <QaBadge scenario={scenario} demo={import.meta.env.VITE_DEMO === 'true'} data={data} />,
  );
}
