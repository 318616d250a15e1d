import { useIntl } from 'react-intl';
import { PageShell } from '@/components/PageShell';
import { HandOrderForm } from '@/features/handOrdering/HandOrderForm';
import { m } from './handOrdering.messages';

/** /handOrdering: the customer's manual order form (DECISIONS.md section 3). */
export default function HandOrderingPage() {
  const intl = useIntl();
  return (
    <PageShell
      title={intl.formatMessage(m.title)}
      lead={intl.formatMessage(m.lead)}
      maxWidth="md"
      testId="page-handOrdering"
    >
      <HandOrderForm />
    </PageShell>
  );
}
