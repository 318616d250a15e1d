import { observer } from 'mobx-react-lite';
import { Box, Button, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { getHref } from '@/app/paths';
import { LazyImage } from '@/components/LazyImage';
import { Money } from '@/components/Money';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';
import { INDIVIDUAL_CAKE_PRODUCT_ID } from '@/domain/constants';
import { CakeSteps } from '@/features/catalogue/CakeSteps';
import { CatalogueState } from '@/features/catalogue/CatalogueState';
import { ProductGrid } from '@/features/catalogue/ProductGrid';
import { EventPromoBanner } from '@/features/content/EventPromoBanner';
import { useStores } from '@/stores/context';
import { brand } from '@/theme/theme';

/** /torty-na-zakaz: cakes to order (category 1184), the individual cake and how ordering works. */
const CakesPage = observer(function CakesPage() {
  const { site } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  const category = site.cakeCategory;
  const individual = category?.products.find((p) => p.id === INDIVIDUAL_CAKE_PRODUCT_ID);
  const cakes = category?.products.filter((p) => p.id !== INDIVIDUAL_CAKE_PRODUCT_ID) ?? [];
  return (
    <PageShell
      title={intl.formatMessage({ id: 'nav.cakes', defaultMessage: 'Торты на заказ' })}
      lead={intl.formatMessage({ id: 'cakes.lead', defaultMessage: 'Торты к празднику из натуральных сливок, масла и ягод. Заказывайте за 2–3 дня, цена указана за 1 кг.' })}
      description={intl.formatMessage({ id: 'cakes.metaDescription', defaultMessage: 'Торты на заказ с доставкой по Москве: медовик, «Наполеон», «Красный бархат», муссовые торты и торты по вашему эскизу. Цена за 1 кг, надпись в подарок.' })}
      meta={{ image: '/assets/img/categories/1184.svg' }}
      testId="page-cakes"
    >
      <CatalogueState empty={cakes.length === 0}>
        <Stack sx={{ gap: { xs: 5, md: 7 } }}>
          <ProductGrid products={cakes} category={category} priorityCount={4} />
          {individual && (
            <Box
              component="section"
              data-testid="individual-cake-banner"
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1.2fr' }, borderRadius: '22px', overflow: 'hidden', bgcolor: 'primary.main', color: '#FBF4EC' }}
            >
              <LazyImage src={individual.image} alt="" width={400} height={300} />
              <Stack sx={{ p: { xs: 3, md: 5 }, gap: 2, justifyContent: 'center' }}>
                <Typography component="h2" variant="h2" sx={{ color: '#fff' }}>
                  <FormattedMessage id="cakes.individual" defaultMessage="Торт по индивидуальному заказу" />
                </Typography>
                <Typography sx={{ color: '#E8D9C8', fontSize: 17 }}>
                  <FormattedMessage
                    id="cakes.individualText"
                    defaultMessage="Опишите торт мечты — форму, цвета, декор и надпись. Кондитер перезвонит, пришлёт эскиз и назовёт цену. От {price} за кг, готовим за {days, plural, one {# день} few {# дня} many {# дней} other {# дня}}."
                    values={{ price: <Money value={individual.price} />, days: individual.leadTimeDays ?? 5 }}
                  />
                </Typography>
                <Button component={RouterLink} to={getHref('individualCake', locale)} variant="contained" size="large" sx={{ alignSelf: 'flex-start', bgcolor: brand.caramelText, '&:hover': { bgcolor: '#774419' } }}>
                  <FormattedMessage id="cakes.individualButton" defaultMessage="Описать свой торт" />
                </Button>
              </Stack>
            </Box>
          )}
          <Box component="section">
            <Typography component="h2" variant="h2" sx={{ mb: 3 }}>
              <FormattedMessage id="cakes.howTitle" defaultMessage="Как заказать торт" />
            </Typography>
            <CakeSteps />
          </Box>
          <EventPromoBanner />
        </Stack>
      </CatalogueState>
    </PageShell>
  );
});
export default CakesPage;
