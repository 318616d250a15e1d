import { Box, Button, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '@/components/useLocale';
import type { Vacancy } from '@/domain/content';
import { pick } from '@/domain/types';
import { palette } from '@/theme/theme';
import { m as msg } from './messages';

/** Where applications go. */
export const HR_EMAIL = 'hr@korica-slivki.ru';

/** One open position: title, pay, schedule, duties, requirements and how to apply. */
export function VacancyCard({ vacancy }: { vacancy: Vacancy }) {
  const locale = useLocale();
  const intl = useIntl();
  const title = pick(vacancy.title, locale);
  const subject = intl.formatMessage(msg.subject, { title });
  const list = (items: string[]) => (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75, color: 'text.secondary' }}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Box>
  );
  return (
    <Box
      component="article"
      data-testid="vacancy"
      data-vacancy-id={vacancy.id}
      sx={{
        p: { xs: 2.5, md: 4 },
        borderRadius: '22px',
        bgcolor: 'background.paper',
        border: `1px solid ${palette.divider}`,
      }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ justifyContent: 'space-between', gap: { xs: 1, md: 3 }, mb: 2.5 }}
      >
        <Box>
          <Typography component="h2" variant="h3">
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{pick(vacancy.schedule, locale)}</Typography>
        </Box>
        <Typography
          sx={{
            fontWeight: 800,
            fontSize: { xs: 17, md: 19 },
            color: 'success.main',
            whiteSpace: { md: 'nowrap' },
          }}
        >
          {pick(vacancy.salary, locale)}
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box>
          <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            <FormattedMessage {...msg.duties} />
          </Typography>
          {list(locale === 'en' && vacancy.duties.en.length ? vacancy.duties.en : vacancy.duties.ru)}
        </Box>
        <Box>
          <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            <FormattedMessage {...msg.requirements} />
          </Typography>
          {list(
            locale === 'en' && vacancy.requirements.en.length
              ? vacancy.requirements.en
              : vacancy.requirements.ru,
          )}
        </Box>
      </Box>
      <Button
        component="a"
        href={`mailto:${HR_EMAIL}?subject=${encodeURIComponent(subject)}`}
        variant="contained"
        sx={{ mt: 3 }}
        data-testid="vacancy-apply"
      >
        <FormattedMessage {...msg.apply} />
      </Button>
    </Box>
  );
}
