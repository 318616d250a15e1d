import { observer } from 'mobx-react-lite';
import { Box, Link, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageShell } from '@/components/PageShell';
import { contacts, telHref } from '@/config/contacts';
import { ContentState } from '@/features/content/ContentState';
import { HR_EMAIL, VacancyCard } from '@/features/content/VacancyCard';
import { useStores } from '@/stores/context';
import { palette } from '@/theme/theme';

/** /vakansii: open positions and what working with us is like. */
const VacanciesPage = observer(function VacanciesPage() {
  const { content } = useStores();
  const intl = useIntl();
  const perks = [
    <FormattedMessage
      key="1"
      id="vacancies.perk1"
      defaultMessage="Официальное оформление и зарплата дважды в месяц без задержек"
    />,
    <FormattedMessage
      key="2"
      id="vacancies.perk2"
      defaultMessage={'Бесплатное питание в смену и скидка 30\u00A0% в наших кафе'}
    />,
    <FormattedMessage
      key="3"
      id="vacancies.perk3"
      defaultMessage="Обучение у шеф-кондитера и бариста-тренера, рост до старшей позиции"
    />,
    <FormattedMessage
      key="4"
      id="vacancies.perk4"
      defaultMessage="Форма, медицинская книжка за наш счёт и дружная команда"
    />,
  ];
  return (
    <PageShell
      title={intl.formatMessage({ id: 'page.vacancies.title', defaultMessage: 'Вакансии' })}
      lead={intl.formatMessage({
        id: 'page.vacancies.lead',
        defaultMessage: 'Ищем бариста, кондитеров, курьеров и официантов, которые любят своё дело.',
      })}
      testId="page-vacancies"
    >
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
          <FormattedMessage id="vacancies.whyTitle" defaultMessage="Почему у нас хорошо работать" />
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
            <FormattedMessage
              id="vacancies.empty"
              defaultMessage="Сейчас открытых вакансий нет, но мы всегда рады знакомству — пришлите резюме."
            />
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
          id="vacancies.contact"
          defaultMessage="Не нашли подходящую вакансию? Пришлите резюме на {email} или позвоните {phone} — расскажем о работе в команде."
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
