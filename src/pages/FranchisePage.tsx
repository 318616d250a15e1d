import { lazy, Suspense } from 'react';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardSection, FigureTiles } from '@/components/Highlights';
import { PageShell } from '@/components/PageShell';
import { m } from './franchise.messages';

// The form brings the phone mask (imask): loaded with the form, not with the page's text.
const FranchiseForm = lazy(() =>
  import('@/features/content/FranchiseForm').then((m) => ({ default: m.FranchiseForm })),
);

/** /franshiza: what a partner gets, the figures, the steps and the request form. */
export default function FranchisePage() {
  const intl = useIntl();
  const figures = [
    {
      value: intl.formatMessage(m.figure1Value),
      label: <FormattedMessage {...m.figure1} />,
    },
    {
      value: intl.formatMessage(m.figure2Value),
      label: <FormattedMessage {...m.figure2} />,
    },
    { value: '5 %', label: <FormattedMessage {...m.figure3} /> },
    {
      value: intl.formatMessage(m.figure4Value),
      label: <FormattedMessage {...m.figure4} />,
    },
  ];
  const benefits = [
    {
      title: <FormattedMessage {...m.benefit1Title} />,
      text: <FormattedMessage {...m.benefit1Text} />,
    },
    {
      title: <FormattedMessage {...m.benefit2Title} />,
      text: <FormattedMessage {...m.benefit2Text} />,
    },
    {
      title: <FormattedMessage {...m.benefit3Title} />,
      text: <FormattedMessage {...m.benefit3Text} />,
    },
    {
      title: <FormattedMessage {...m.benefit4Title} />,
      text: <FormattedMessage {...m.benefit4Text} />,
    },
  ];
  const steps = [
    <FormattedMessage key="1" {...m.step1} />,
    <FormattedMessage key="2" {...m.step2} />,
    <FormattedMessage key="3" {...m.step3} />,
    <FormattedMessage key="4" {...m.step4} />,
  ];
  return (
    <PageShell title={intl.formatMessage(m.title)} lead={intl.formatMessage(m.lead)} testId="page-franchise">
      <Stack sx={{ gap: { xs: 6, md: 8 } }}>
        <FigureTiles figures={figures} />
        <CardSection
          title={<FormattedMessage {...m.benefitsTitle} />}
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
              <FormattedMessage {...m.stepsTitle} />
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
              <FormattedMessage {...m.requirements} />
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
