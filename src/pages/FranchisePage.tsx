import { lazy, Suspense } from 'react';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardSection, FigureTiles } from '@/components/Highlights';
import { PageShell } from '@/components/PageShell';

// The form brings the phone mask (imask): loaded with the form, not with the page's text.
const FranchiseForm = lazy(() =>
  import('@/features/content/FranchiseForm').then((m) => ({ default: m.FranchiseForm })),
);

/** /franshiza: what a partner gets, the figures, the steps and the request form. */
export default function FranchisePage() {
  const intl = useIntl();
  const figures = [
    {
      value: intl.formatMessage({ id: 'franchise.figure1Value', defaultMessage: 'от 9\u00A0млн\u00A0р.' }),
      label: <FormattedMessage id="franchise.figure1" defaultMessage="инвестиции в кафе под ключ" />,
    },
    {
      value: intl.formatMessage({ id: 'franchise.figure2Value', defaultMessage: '24 мес.' }),
      label: <FormattedMessage id="franchise.figure2" defaultMessage="средний срок окупаемости" />,
    },
    { value: '5 %', label: <FormattedMessage id="franchise.figure3" defaultMessage="роялти с выручки" /> },
    {
      value: intl.formatMessage({ id: 'franchise.figure4Value', defaultMessage: '80–150 м²' }),
      label: <FormattedMessage id="franchise.figure4" defaultMessage="площадь помещения" />,
    },
  ];
  const benefits = [
    {
      title: <FormattedMessage id="franchise.benefit1Title" defaultMessage="Рецептуры и поставки" />,
      text: (
        <FormattedMessage
          id="franchise.benefit1Text"
          defaultMessage="Технологические карты всего меню, торты и полуфабрикаты из нашего цеха, проверенные поставщики кофе и молока."
        />
      ),
    },
    {
      title: <FormattedMessage id="franchise.benefit2Title" defaultMessage="Обучение команды" />,
      text: (
        <FormattedMessage
          id="franchise.benefit2Text"
          defaultMessage="Месяц стажировки для управляющего, бариста и кондитеров в наших кафе, аттестация перед открытием."
        />
      ),
    },
    {
      title: <FormattedMessage id="franchise.benefit3Title" defaultMessage="Дизайн и запуск" />,
      text: (
        <FormattedMessage
          id="franchise.benefit3Text"
          defaultMessage="Проект интерьера, подбор оборудования, помощь с выбором помещения и открытие под ключ за четыре месяца."
        />
      ),
    },
    {
      title: <FormattedMessage id="franchise.benefit4Title" defaultMessage="Маркетинг и доставка" />,
      text: (
        <FormattedMessage
          id="franchise.benefit4Text"
          defaultMessage="Сайт, доставка, программа лояльности и федеральные акции — гости найдут вас с первого дня."
        />
      ),
    },
  ];
  const steps = [
    <FormattedMessage key="1" id="franchise.step1" defaultMessage="Заявка и звонок менеджера" />,
    <FormattedMessage key="2" id="franchise.step2" defaultMessage="Встреча и дегустация в Москве" />,
    <FormattedMessage key="3" id="franchise.step3" defaultMessage="Подбор помещения и договор" />,
    <FormattedMessage key="4" id="franchise.step4" defaultMessage="Ремонт, обучение и открытие" />,
  ];
  return (
    <PageShell
      title={intl.formatMessage({ id: 'page.franchise.title', defaultMessage: 'Франшиза' })}
      lead={intl.formatMessage({
        id: 'page.franchise.lead',
        defaultMessage:
          'Откройте кафе «Корица и Сливки» в своём городе: рецептуры нашей кондитерской, обучение команды, поставки и поддержка маркетинга.',
      })}
      testId="page-franchise"
    >
      <Stack sx={{ gap: { xs: 6, md: 8 } }}>
        <FigureTiles figures={figures} />
        <CardSection
          title={<FormattedMessage id="franchise.benefitsTitle" defaultMessage="Что вы получаете" />}
          cards={benefits}
          columns={{ xs: '1fr', sm: '1fr 1fr' }}
        />
        <Box
          component="section"
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: '0.8fr 1.2fr' },
            alignItems: 'start',
          }}
        >
          <Box>
            <Typography component="h2" variant="h2" sx={{ mb: 3 }}>
              <FormattedMessage id="franchise.stepsTitle" defaultMessage="Как мы начнём" />
            </Typography>
            <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
              {steps.map((s, i) => (
                <Box component="li" key={i} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                  <Box
                    aria-hidden
                    sx={{
                      flex: 'none',
                      width: 44,
                      height: 44,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'tint.sand',
                      color: 'secondary.main',
                      fontWeight: 800,
                      fontSize: 18,
                    }}
                  >
                    {i + 1}
                  </Box>
                  <Typography sx={{ fontWeight: 600, fontSize: 17 }}>{s}</Typography>
                </Box>
              ))}
            </Box>
            <Typography sx={{ mt: 3, color: 'text.secondary' }}>
              <FormattedMessage
                id="franchise.requirements"
                defaultMessage="Ищем партнёров с опытом в ресторанном бизнесе или рознице, готовых лично управлять кафе в первый год."
              />
            </Typography>
          </Box>
          <Suspense fallback={<Skeleton variant="rounded" height={420} sx={{ borderRadius: '22px' }} />}>
            <FranchiseForm />
          </Suspense>
        </Box>
      </Stack>
    </PageShell>
  );
}
