import { useIntl } from 'react-intl';
import { getHref } from '@/app/paths';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';
import { LegacyNotice } from '@/features/content/LegacyNotice';
import { HandOrderForm } from '@/features/handOrdering/HandOrderForm';
import { m } from './old.messages';

/** /old_pages/handOrdering: the legacy hand-ordering page — the same working form in the old style, marked as legacy. */
export default function OldHandOrderingPage() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <PageShell
      title={intl.formatMessage(m.oldHandOrderingTitle)}
      lead={intl.formatMessage(m.oldHandOrderingLead)}
      trail={[
        {
          label: intl.formatMessage(m.title),
          to: getHref('oldPages', locale),
        },
      ]}
      maxWidth="md"
      meta={{ noindex: true, canonicalPath: '/handOrdering' }}
      testId="page-oldHandOrdering"
    >
      <LegacyNotice currentHref={getHref('handOrdering', locale)} />
      <HandOrderForm variant="legacy" />
    </PageShell>
  );
}
