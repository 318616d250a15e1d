import { Box, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';
import { privacyPolicy } from '@/content/policy';
import { pick } from '@/domain/types';
import { palette } from '@/theme/theme';
import { nav } from '@/i18n/nav';
import { m } from './politics.messages';

/** /politics: the privacy policy dated 21.10.2022 (SPEC.md section 1), with its contents. */
export default function PoliticsPage() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <PageShell
      title={intl.formatMessage(nav.politics)}
      lead={<FormattedMessage {...m.date} values={{ date: privacyPolicy.date }} />}
      description={intl.formatMessage(m.description)}
      maxWidth="md"
      testId="page-politics"
    >
      <Box
        component="nav"
        aria-label={intl.formatMessage(m.contents)}
        sx={{
          p: 2.5,
          borderRadius: '18px',
          bgcolor: 'background.paper',
          border: `1px solid ${palette.divider}`,
          mb: 2,
        }}
      >
        <Typography sx={{ fontWeight: 700, mb: 1 }}>
          <FormattedMessage {...m.contents} />
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
          {privacyPolicy.sections.map((section, i) => (
            <li key={section.title.ru}>
              <a href={`#policy-${i + 1}`}>{pick(section.title, locale)}</a>
            </li>
          ))}
        </Box>
      </Box>
      {privacyPolicy.sections.map((section, i) => (
        <section key={section.title.ru} id={`policy-${i + 1}`} style={{ scrollMarginTop: 96 }}>
          <Typography component="h2" variant="h3" sx={{ mt: 4, mb: 1.5 }}>
            {pick(section.title, locale)}
          </Typography>
          {section.body[locale].map((p) => (
            <Typography key={p.slice(0, 32)} sx={{ mb: 1.5, lineHeight: 1.75 }}>
              {p}
            </Typography>
          ))}
        </section>
      ))}
    </PageShell>
  );
}
