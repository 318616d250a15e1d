import { Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';
import { privacyPolicy } from '@/content/policy';
import { pick } from '@/domain/types';

/** /politics: the privacy policy dated 21.10.2022. */
export default function PoliticsPage() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <PageShell
      title={intl.formatMessage({ id: 'nav.politics', defaultMessage: 'Политика конфиденциальности' })}
      lead={<FormattedMessage id="politics.date" defaultMessage="Редакция от {date}" values={{ date: privacyPolicy.date }} />}
      maxWidth="md"
      testId="page-politics"
    >
      {privacyPolicy.sections.map((section) => (
        <section key={section.title.ru}>
          <Typography component="h2" variant="h3" sx={{ mt: 4, mb: 1.5 }}>
            {pick(section.title, locale)}
          </Typography>
          {section.body[locale].map((p) => (
            <Typography key={p.slice(0, 32)} sx={{ mb: 1.5 }}>
              {p}
            </Typography>
          ))}
        </section>
      ))}
    </PageShell>
  );
}
