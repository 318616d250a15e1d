import { observer } from 'mobx-react-lite';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { getHref } from '@/app/paths';
import { AppLink } from '@/components/AppLink';
import { LazyImage } from '@/components/LazyImage';
import { usePageMeta } from '@/components/usePageMeta';
import { useLocale } from '@/components/useLocale';
import { pick } from '@/domain/types';
import { CatalogueState } from '@/features/catalogue/CatalogueState';
import { ProductGrid } from '@/features/catalogue/ProductGrid';
import { useStores } from '@/stores/context';
import { brand } from '@/theme/theme';

/** Home: hero, the menu's categories, popular dishes and cakes. */
const HomePage = observer(function HomePage() {
  const { site } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  usePageMeta(
    intl.formatMessage({ id: 'home.metaTitle', defaultMessage: 'Кафе, доставка и торты на заказ в Москве' }),
    intl.formatMessage({ id: 'home.metaDescription', defaultMessage: 'Завтраки весь день, обеды, десерты и торты на заказ с доставкой по Москве.' }),
  );
  const popular = site.categories.flatMap((c) => c.products.filter((p) => p.popular && c.section === 'menyu')).slice(0, 8);
  const cakes = site.cakeCategory?.products.slice(0, 4) ?? [];
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
          </Stack>
          <Box sx={{ borderRadius: 5, overflow: 'hidden', boxShadow: '0 24px 60px rgba(74,44,42,.18)' }}>
            <LazyImage src="/assets/img/hero.svg" alt={intl.formatMessage({ id: 'home.heroAlt', defaultMessage: 'Стол с тортами, кофе и выпечкой' })} width={800} height={350} priority />
          </Box>
        </Container>
      </Box>
      <Container sx={{ py: { xs: 4, md: 7 } }}>
        <CatalogueState empty={site.menuCategories.length === 0}>
          <Typography component="h2" variant="h2" sx={{ mb: 3 }}>
            <FormattedMessage id="home.categories" defaultMessage="Что в меню" />
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 7, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' } }}>
            {site.menuCategories.slice(0, 12).map((c) => (
              <li key={c.id}>
                <AppLink to={getHref('submenu', locale, { submenu: c.alias })} underline="none" sx={{ display: 'block', bgcolor: 'background.paper', border: `1px solid ${brand.line}`, borderRadius: 3, p: 2, height: '100%', color: 'text.primary', fontWeight: 700, '&:hover': { borderColor: 'secondary.main' } }}>
                  {pick(c.name, locale)}
                  <Typography component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary', fontWeight: 500 }}>
                    <FormattedMessage id="home.count" defaultMessage="{count, plural, one {# позиция} few {# позиции} many {# позиций} other {# позиции}}" values={{ count: c.products.length }} />
                  </Typography>
                </AppLink>
              </li>
            ))}
          </Box>
          {popular.length > 0 && (
            <Box component="section" sx={{ mb: 7 }}>
              <Typography component="h2" variant="h2" sx={{ mb: 3 }}>
                <FormattedMessage id="home.popular" defaultMessage="Любимое гостями" />
              </Typography>
              <ProductGrid products={popular} categories={site.categories} />
            </Box>
          )}
          {cakes.length > 0 && (
            <Box component="section">
              <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 3, gap: 2 }}>
                <Typography component="h2" variant="h2">
                  <FormattedMessage id="nav.cakes" defaultMessage="Торты на заказ" />
                </Typography>
                <AppLink to={getHref('cakes', locale)} sx={{ fontWeight: 700 }}>
                  <FormattedMessage id="home.allCakes" defaultMessage="Все торты" />
                </AppLink>
              </Stack>
              <ProductGrid products={cakes} categories={site.categories} />
            </Box>
          )}
        </CatalogueState>
      </Container>
    </>
  );
});
export default HomePage;
