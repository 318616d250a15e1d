import { useIntl } from 'react-intl';
import { getHref } from '@/app/paths';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';
import { cartAsText } from '@/domain/handOrder';
import { LegacyNotice } from '@/features/content/LegacyNotice';
import { HandOrderForm } from '@/features/handOrdering/HandOrderForm';
import { useStores } from '@/stores/context';
import { m } from './old.messages';

/**
 * /old_pages/ordering_test: the legacy test checkout. It sent the cart as a text order, so it is the
 * legacy hand-ordering form started with the cart's lines; the notice leads to the current /ordering.
 */
export default function OldOrderingTestPage() {
  const { cart } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  return (
    <PageShell
      title={intl.formatMessage(m.oldOrderingTestTitle)}
      lead={intl.formatMessage(m.oldOrderingTestLead)}
      trail={[
        {
          label: intl.formatMessage(m.title),
          to: getHref('oldPages', locale),
        },
      ]}
      maxWidth="md"
      meta={{ noindex: true, canonicalPath: '/ordering' }}
      testId="page-oldOrderingTest"
    >
      <LegacyNotice currentHref={getHref('ordering', locale)} />
      <HandOrderForm variant="legacy" initialText={cartAsText(cart.lines, locale)} />
    </PageShell>
  );
}
