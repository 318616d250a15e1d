import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { getHref } from '@/app/paths';
import { AppLink } from '@/components/AppLink';
import { LazyImage } from '@/components/LazyImage';
import { usePageMeta } from '@/components/usePageMeta';
import { useLocale } from '@/components/useLocale';
import { WidgetBoundary } from '@/components/WidgetBoundary';
import { INDIVIDUAL_CAKE_PRODUCT_ID } from '@/domain/constants';
import { pick } from '@/domain/types';
import { CakesTeaser } from '@/features/catalogue/CakesTeaser';
import { CatalogueState } from '@/features/catalogue/CatalogueState';
import { ProductGrid } from '@/features/catalogue/ProductGrid';
import { LatestEvents } from '@/features/content/LatestEvents';
import { OffersStrip } from '@/features/content/OffersStrip';
import { useStores } from '@/stores/context';
import { brand } from '@/theme/theme';

function SectionHead({ title, href, more }: { title: ReactNode; href?: string; more?: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 3, gap: 2 }}>
      <Typography component="h2" variant="h2">
        {title}
      </Typography>
      {href && (
        <AppLink to={href} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {more}
        </AppLink>
      )}
    </Stack>
  );
}

/** Home: hero, current offers, the menu's sections, popular dishes, cakes and events. */
const HomePage = observer(function HomePage() {
  const { site } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  usePageMeta(
    intl.formatMessage({ id: 'home.metaTitle', defaultMessage: 'Кафе, доставка и торты на заказ в Москве' }),
    intl.formatMessage({ id: 'home.metaDescription', defaultMessage: 'Завтраки весь день, обеды, десерты и торты на заказ с доставкой по Москве.' }),
    { image: '/assets/img/hero.svg' },
  );
  const popular = site.menuCategories.flatMap((c) => c.products.filter((p) => p.popular)).slice(0, 8);
  const cakes = site.cakeCategory?.products.filter((p) => p.id !== INDIVIDUAL_CAKE_PRODUCT_ID).slice(0, 4) ?? [];
  const badges = [
    <FormattedMessage key="1" id="home.badgeTime" defaultMessage="Доставка за 60–90 минут" />,
    <FormattedMessage key="2" id="home.badgeCakes" defaultMessage="Торты за 2 дня" />,
    <FormattedMessage key="3" id="home.badgePickup" defaultMessage="Самовывоз −10 %" />,
  ];
  return (
    <>
      <Box component="section" sx={{ bgcolor: '#F1E4D3', borderBottom: `1px solid ${brand.line}` }}>
        <Container sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1.15fr' }, alignItems: 'center', py: { xs: 4, md: 8 } }}>
          <Stack sx={{ gap: 2.5 }}>
            <Typography sx={{ color: 'secondary.main', fontWeight: 700, letterSpacing: 1.5, textTransform: 'uppercase', fontSize: 13 }}>
              <FormattedMessage id="home.kicker" defaultMessage="Кафе и кондитерская · Москва" />
            </Typography>
            <Typography component="h1" variant="h1">
              <FormattedMessage id="home.title" defaultMessage="Свежая выпечка и торты с доставкой к вашему столу" />
            </Typography>
            <Typography sx={{ fontSize: { xs: 17, md: 19 }, color: 'text.secondary', maxWidth: 520 }}>
              <FormattedMessage id="home.lead" defaultMessage="Печём каждое утро, варим кофе на своей смеси и собираем торты по вашим идеям. Подарок к заказу от 3 600 р." />
            </Typography>
            <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to={getHref('menu', locale)} variant="contained" size="large">
                <FormattedMessage id="home.toMenu" defaultMessage="Открыть меню" />
              </Button>
              <Button component={RouterLink} to={getHref('cakes', locale)} variant="outlined" size="large">
                <FormattedMessage id="home.toCakes" defaultMessage="Заказать торт" />
              </Button>
            </Stack>
            <Stack direction="row" component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1, flexWrap: 'wrap' }}>
              {badges.map((b, i) => (
                <Box component="li" key={i} sx={{ px: 1.5, py: 0.6, borderRadius: 999, bgcolor: 'rgba(255,253,249,.7)', border: `1px solid ${brand.line}`, fontSize: 13.5, fontWeight: 600 }}>
                  {b}
                </Box>
              ))}
            </Stack>
          </Stack>
          <Box sx={{ borderRadius: '22px', overflow: 'hidden', boxShadow: '0 24px 60px rgba(74,44,42,.18)' }}>
            <LazyImage src="/assets/img/hero.svg" alt={intl.formatMessage({ id: 'home.heroAlt', defaultMessage: 'Стол с тортами, кофе и выпечкой' })} width={1600} height={700} priority />
          </Box>
        </Container>
      </Box>
      <Container sx={{ py: { xs: 4, md: 7 } }}>
        <Stack sx={{ gap: { xs: 6, md: 8 } }}>
          <Box component="section" aria-labelledby="home-offers">
            <Typography id="home-offers" component="h2" variant="h2" sx={{ mb: 3 }}>
              <FormattedMessage id="home.offers" defaultMessage="Сейчас предлагаем" />
            </Typography>
            <WidgetBoundary name="offers">
              <OffersStrip />
            </WidgetBoundary>
          </Box>
          <CatalogueState empty={site.menuCategories.length === 0}>
            <Stack sx={{ gap: { xs: 6, md: 8 } }}>
              <Box component="section">
                <SectionHead title={<FormattedMessage id="home.categories" defaultMessage="Что в меню" />} href={getHref('menu', locale)} more={<FormattedMessage id="home.allMenu" defaultMessage="Всё меню" />} />
                <Box component="ul" data-testid="home-categories" sx={{
                    listStyle: 'none',
                    p: 0,
                    m: 0,
                    display: 'grid',
                    gap: { xs: 1.5, md: 2 },
                    // Phones scroll the sections sideways instead of a long column of tiles.
                    gridTemplateColumns: { xs: 'none', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
                    gridAutoFlow: { xs: 'column', sm: 'row' },
                    gridAutoColumns: { xs: '42%', sm: 'auto' },
                    overflowX: { xs: 'auto', sm: 'visible' },
                    scrollSnapType: { xs: 'x mandatory', sm: 'none' },
                    '& > li': { scrollSnapAlign: 'start' },
                    mx: { xs: -2, sm: 0 },
                    px: { xs: 2, sm: 0 },
                    pb: { xs: 1, sm: 0 },
                  }}>
                  {site.menuCategories.slice(0, 10).map((c) => (
                    <li key={c.id}>
                      <AppLink
                        to={getHref('submenu', locale, { submenu: c.alias })}
                        underline="none"
                        sx={{ display: 'block', bgcolor: 'background.paper', border: `1px solid ${brand.line}`, borderRadius: '18px', overflow: 'hidden', height: '100%', color: 'text.primary', transition: 'box-shadow .2s', '&:hover': { boxShadow: '0 10px 26px rgba(74,44,42,.12)' } }}
                      >
                        <LazyImage src={`/assets/img/categories/${c.id}.svg`} alt="" width={400} height={300} />
                        <Box sx={{ p: 1.5 }}>
                          <Typography sx={{ fontWeight: 700, fontSize: 15, lineHeight: 1.25 }}>{pick(c.name, locale)}</Typography>
                          <Typography component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}>
                            <FormattedMessage id="home.count" defaultMessage="{count, plural, one {# позиция} few {# позиции} many {# позиций} other {# позиции}}" values={{ count: c.products.length }} />
                          </Typography>
                        </Box>
                      </AppLink>
                    </li>
                  ))}
                </Box>
              </Box>
              {popular.length > 0 && (
                <Box component="section" data-testid="home-popular">
                  <SectionHead title={<FormattedMessage id="home.popular" defaultMessage="Любимое гостями" />} href={getHref('menu', locale)} more={<FormattedMessage id="home.allMenu" defaultMessage="Всё меню" />} />
                  <ProductGrid products={popular} categories={site.categories} />
                </Box>
              )}
              {cakes.length > 0 && (
                <Box component="section" data-testid="home-cakes">
                  <SectionHead title={<FormattedMessage id="nav.cakes" defaultMessage="Торты на заказ" />} href={getHref('cakes', locale)} more={<FormattedMessage id="home.allCakes" defaultMessage="Все торты" />} />
                  <ProductGrid products={cakes} categories={site.categories} />
                  <CakesTeaser />
                </Box>
              )}
            </Stack>
          </CatalogueState>
          <WidgetBoundary name="latest events">
            <LatestEvents heading={<SectionHead title={<FormattedMessage id="nav.events" defaultMessage="События" />} href={getHref('events', locale)} more={<FormattedMessage id="home.allEvents" defaultMessage="Все события" />} />} />
          </WidgetBoundary>
        </Stack>
      </Container>
    </>
  );
});
export default HomePage;
