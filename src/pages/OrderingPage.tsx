import { useIntl } from 'react-intl';
import { PageShell } from '@/components/PageShell';
import { CheckoutView } from '@/features/checkout/CheckoutView';
import { m } from '@/features/checkout/messages';

/** /ordering and /promo/ordering: the checkout (its own lazy route chunk, with imask). */
export default function OrderingPage() {
  const intl = useIntl();
  return (
    <PageShell
      title={intl.formatMessage(m.title)}
      lead={intl.formatMessage(m.lead)}
      testId="page-ordering"
      maxWidth="lg"
      meta={{ noindex: true }}
    >
      <CheckoutView />
    </PageShell>
  );
}
