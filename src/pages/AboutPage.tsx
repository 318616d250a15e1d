import { observer } from 'mobx-react-lite';
import { Box, Button, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getHref } from '@/app/paths';
import { LazyImage } from '@/components/LazyImage';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';
import { CafeList } from '@/features/content/CafeList';
import { CardSection, FigureTiles } from '@/components/Highlights';
import { nav } from '@/i18n/nav';
import { cocoaShadow } from '@/theme/theme';
import { m } from './about.messages';
import { m as homeM } from './home.messages';

/** /o-nas: the story, the numbers, what we care about and where our cafes are. */
const AboutPage = observer(function AboutPage() {
  const intl = useIntl();
  const locale = useLocale();
  const numbers = [
    {
      value: '2014',
      label: <FormattedMessage {...m.numberYear} />,
    },
    { value: '7', label: <FormattedMessage {...m.numberCafes} /> },
    {
      value: '40+',
      label: <FormattedMessage {...m.numberCakes} />,
    },
    { value: '120', label: <FormattedMessage {...m.numberTeam} /> },
  ];
  const values = [
    {
      title: <FormattedMessage {...m.value1Title} />,
      text: <FormattedMessage {...m.value1Text} />,
    },
    {
      title: <FormattedMessage {...m.value2Title} />,
      text: <FormattedMessage {...m.value2Text} />,
    },
    {
      title: <FormattedMessage {...m.value3Title} />,
      text: <FormattedMessage {...m.value3Text} />,
    },
  ];
  return (
    <PageShell
      title={intl.formatMessage(m.title)}
      lead={intl.formatMessage(m.lead)}
      meta={{ image: '/icons/preview.png' }}
      testId="page-about"
    >
      <Stack sx={{ gap: { xs: 6, md: 9 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'center',
          }}
        >
          <Box sx={{ borderRadius: '22px', overflow: 'hidden', boxShadow: cocoaShadow('0 24px 60px', 0.14) }}>
            <LazyImage
              src="/assets/img/hero.svg"
              alt={intl.formatMessage(homeM.heroAlt)}
              width={1600}
              height={700}
              priority
            />
          </Box>
          <Stack sx={{ gap: 2, '& p': { fontSize: 17, lineHeight: 1.75 } }}>
            <Typography component="h2" variant="h2">
              <FormattedMessage {...m.storyTitle} />
            </Typography>
            <Typography>
              <FormattedMessage {...m.story1} />
            </Typography>
            <Typography>
              <FormattedMessage {...m.story2} />
            </Typography>
          </Stack>
        </Box>
        <FigureTiles figures={numbers} label={intl.formatMessage(m.numbersLabel)} large />
        <CardSection
          title={<FormattedMessage {...m.valuesTitle} />}
          cards={values}
          columns={{ xs: '1fr', md: 'repeat(3, 1fr)' }}
        />
        <Box component="section">
          <Typography component="h2" variant="h2" sx={{ mb: 3 }}>
            <FormattedMessage {...m.cafesTitle} />
          </Typography>
          <CafeList />
        </Box>
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
          <Button component={Link} to={getHref('menu', locale)} variant="contained" size="large">
            <FormattedMessage {...homeM.toMenu} />
          </Button>
          <Button component={Link} to={getHref('vacancies', locale)} variant="outlined" size="large">
            <FormattedMessage {...m.joinTeam} />
          </Button>
          <Button component={Link} to={getHref('franchise', locale)} variant="outlined" size="large">
            <FormattedMessage {...nav.franchise} />
          </Button>
        </Stack>
      </Stack>
    </PageShell>
  );
});
export default AboutPage;
