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

/** /o-nas: the story, the numbers, what we care about and where our cafes are. */
const AboutPage = observer(function AboutPage() {
  const intl = useIntl();
  const locale = useLocale();
  const numbers = [
    {
      value: '2014',
      label: (
        <FormattedMessage id="about.numberYear" defaultMessage="год, когда открылась первая кондитерская" />
      ),
    },
    { value: '7', label: <FormattedMessage id="about.numberCafes" defaultMessage="кафе в центре Москвы" /> },
    {
      value: '40+',
      label: <FormattedMessage id="about.numberCakes" defaultMessage="тортов каждый день из нашего цеха" />,
    },
    { value: '120', label: <FormattedMessage id="about.numberTeam" defaultMessage="человек в команде" /> },
  ];
  const values = [
    {
      title: <FormattedMessage id="about.value1Title" defaultMessage="Печём каждое утро" />,
      text: (
        <FormattedMessage
          id="about.value1Text"
          defaultMessage="Круассаны, хлеб и булочки с корицей выходят из печи к открытию. Что не продали за день — отдаём фонду «Еда без границ»."
        />
      ),
    },
    {
      title: <FormattedMessage id="about.value2Title" defaultMessage="Только настоящие продукты" />,
      text: (
        <FormattedMessage
          id="about.value2Text"
          defaultMessage={
            'Сливочное масло 82\u00A0%, фермерские сливки и творог, бельгийский шоколад. Никаких растительных сливок и ароматизаторов.'
          }
        />
      ),
    },
    {
      title: <FormattedMessage id="about.value3Title" defaultMessage="Свой кофе" />,
      text: (
        <FormattedMessage
          id="about.value3Text"
          defaultMessage="Смесь бразильской и эфиопской арабики обжариваем раз в неделю специально для наших кафе."
        />
      ),
    },
  ];
  return (
    <PageShell
      title={intl.formatMessage({ id: 'page.about.title', defaultMessage: 'О нас' })}
      lead={intl.formatMessage({
        id: 'page.about.lead',
        defaultMessage:
          'Мы — семейная кондитерская и кафе в центре Москвы. Печём каждое утро, варим кофе на собственной смеси и делаем торты по вашим идеям.',
      })}
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
              alt={intl.formatMessage({
                id: 'home.heroAlt',
                defaultMessage: 'Стол с тортами, кофе и выпечкой',
              })}
              width={1600}
              height={700}
              priority
            />
          </Box>
          <Stack sx={{ gap: 2, '& p': { fontSize: 17, lineHeight: 1.75 } }}>
            <Typography component="h2" variant="h2">
              <FormattedMessage id="about.storyTitle" defaultMessage="Как всё началось" />
            </Typography>
            <Typography>
              <FormattedMessage
                id="about.story1"
                defaultMessage="«Корица и Сливки» началась с маленькой кондитерской на Малой Бронной: шесть столиков, витрина с медовиком и очередь за булочками с корицей по утрам."
              />
            </Typography>
            <Typography>
              <FormattedMessage
                id="about.story2"
                defaultMessage="Сегодня у нас семь кафе, собственный кондитерский цех и доставка по всей Москве, но рецепты остались теми же: медовик из восьми коржей, заварной крем на настоящем масле и кофе, который мы обжариваем сами."
              />
            </Typography>
          </Stack>
        </Box>
        <FigureTiles
          figures={numbers}
          label={intl.formatMessage({ id: 'about.numbersLabel', defaultMessage: 'Мы в цифрах' })}
          large
        />
        <CardSection
          title={<FormattedMessage id="about.valuesTitle" defaultMessage="Что для нас важно" />}
          cards={values}
          columns={{ xs: '1fr', md: 'repeat(3, 1fr)' }}
        />
        <Box component="section">
          <Typography component="h2" variant="h2" sx={{ mb: 3 }}>
            <FormattedMessage id="about.cafesTitle" defaultMessage="Наши кафе" />
          </Typography>
          <CafeList />
        </Box>
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
          <Button component={Link} to={getHref('menu', locale)} variant="contained" size="large">
            <FormattedMessage id="home.toMenu" defaultMessage="Открыть меню" />
          </Button>
          <Button component={Link} to={getHref('vacancies', locale)} variant="outlined" size="large">
            <FormattedMessage id="about.joinTeam" defaultMessage="Работать у нас" />
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
