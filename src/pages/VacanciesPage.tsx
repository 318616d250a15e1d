import { observer } from 'mobx-react-lite';
import { Box, Link, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageShell } from '@/components/PageShell';
import { contacts, telHref } from '@/config/contacts';
import { ContentState } from '@/features/content/ContentState';
import { HR_EMAIL, VacancyCard } from '@/features/content/VacancyCard';
import { useStores } from '@/stores/context';
import { palette } from '@/theme/theme';
import { m } from './vacancies.messages';

/** /vakansii: open positions and what working with us is like. */
const VacanciesPage = observer(function VacanciesPage() {
  const { content } = useStores();
  const intl = useIntl();
  const perks = [
    <FormattedMessage key="1" {...m.perk1} />,
    <FormattedMessage key="2" {...m.perk2} />,
    <FormattedMessage key="3" {...m.perk3} />,
    <FormattedMessage key="4" {...m.perk4} />,
  ];
  return (
    <PageShell title={intl.formatMessage(m.title)} lead={intl.formatMessage(m.lead)} testId="page-vacancies">
      <Box
        component="section"
        sx={{
          mb: 5,
          p: { xs: 2.5, md: 4 },
          borderRadius: '22px',
          bgcolor: 'tint.sand',
          border: `1px solid ${palette.divider}`,
        }}
      >
        <Typography component="h2" variant="h3" sx={{ mb: 2 }}>
          <FormattedMessage {...m.whyTitle} />
        </Typography>
        <Box
          component="ul"
          sx={{
            m: 0,
            pl: 2.5,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            columnGap: 5,
          }}
        >
          {perks.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </Box>
      </Box>
      <ContentState type="vacancies">
        {content.vacancies.length === 0 ? (
          <Typography data-testid="vacancies-empty">
            <FormattedMessage {...m.empty} />
          </Typography>
        ) : (
          <Stack sx={{ gap: 3 }}>
            {content.vacancies.map((v) => (
              <VacancyCard key={v.id} vacancy={v} />
            ))}
          </Stack>
        )}
      </ContentState>
      <Typography sx={{ mt: 5, color: 'text.secondary' }}>
        <FormattedMessage
          {...m.contact}
          values={{
            email: (
              <Link href={`mailto:${HR_EMAIL}`} underline="always">
                {HR_EMAIL}
              </Link>
            ),
            phone: (
              <Link href={telHref(contacts.phone)} underline="always">
                {contacts.phone}
              </Link>
            ),
          }}
        />
      </Typography>
    </PageShell>
  );
});
export default VacanciesPage;
