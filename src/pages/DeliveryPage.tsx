import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { stopDeliveryMessages } from '@/i18n/stopDelivery';
import { Link } from 'react-router';
import { getHref } from '@/app/paths';
import { InfoTextView } from '@/components/InfoTextView';
import { Money } from '@/components/Money';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';
import { paymentText } from '@/content/info';
import { cheapestZone } from '@/domain/delivery';
import { formatMoney } from '@/domain/money';
import { ContentState } from '@/features/content/ContentState';
import { DeliveryScheme } from '@/features/content/DeliveryScheme';
import { DeliveryZonesTable } from '@/features/content/DeliveryZonesTable';
import { useStores } from '@/stores/context';
import { palette } from '@/theme/theme';
import { nav } from '@/i18n/nav';

// The maps service is loaded only when a key is configured, and only on this page.
const DeliveryMap = lazy(() => import('@/features/content/DeliveryMap'));

/** /dostavka: delivery zones, prices and times, pickup, cakes and payment. */
const DeliveryPage = observer(function DeliveryPage() {
  const { cart, presents, catalogue, config } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  // One source with the cart and the checkout: the server's terms when it sends them, else the shipped ones.
  const terms = cart.deliveryTerms;
  const cheapest = cheapestZone(terms);
  const facts = terms
    ? [
        {
          title: <FormattedMessage id="delivery.factHoursTitle" defaultMessage="Каждый день" />,
          text: (
            <FormattedMessage
              id="delivery.factHours"
              defaultMessage="с 9:00 до 22:00, заказы на сегодня — до 21:00"
            />
          ),
        },
        {
          title: (
            <FormattedMessage
              id="delivery.factFreeTitle"
              defaultMessage="Бесплатно от {sum}"
              values={{ sum: <Money value={terms.freeDeliveryFrom} /> }}
            />
          ),
          text: <FormattedMessage id="delivery.factFree" defaultMessage="в любой зоне в пределах МКАД" />,
        },
        {
          title: (
            <FormattedMessage
              id="delivery.factPickupTitle"
              defaultMessage={'Самовывоз −{percent}\u00A0%'}
              values={{ percent: terms.pickupDiscount }}
            />
          ),
          text: (
            <FormattedMessage
              id="delivery.factPickup"
              defaultMessage="из любого нашего кафе, скидка на весь заказ"
            />
          ),
        },
        {
          title: (
            <FormattedMessage
              id="delivery.factGiftTitle"
              defaultMessage="Подарок от {sum}"
              values={{ sum: <Money value={presents.giftFrom} /> }}
            />
          ),
          text: (
            <FormattedMessage
              id="delivery.factGift"
              defaultMessage="цитрусово-мятный лимонад к заказу с доставкой"
            />
          ),
        },
      ]
    : [];
  return (
    <PageShell
      title={intl.formatMessage({ id: 'page.delivery.title', defaultMessage: 'Доставка и самовывоз' })}
      lead={intl.formatMessage(
        {
          id: 'page.delivery.lead',
          defaultMessage:
            'Привозим по Москве каждый день с 9:00 до 22:00. Доставка — от {price} в зависимости от зоны, бесплатно от {free}; самовывоз из любого нашего кафе — со скидкой {percent}\u00A0%.',
        },
        {
          price: formatMoney(cheapest?.price ?? 0, locale),
          free: formatMoney(terms.freeDeliveryFrom, locale),
          percent: terms.pickupDiscount,
        },
      )}
      testId="page-delivery"
    >
      {catalogue.stopDelivery && (
        <Alert severity="warning" data-testid="delivery-stop-notice" sx={{ mb: 3 }}>
          <FormattedMessage {...stopDeliveryMessages.notice} />
        </Alert>
      )}
      <ContentState type="delivery">
        {terms && (
          <Stack sx={{ gap: { xs: 5, md: 7 } }}>
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
            >
              {facts.map((f, i) => (
                <Box
                  key={i}
                  sx={{
                    p: { xs: 2, md: 2.5 },
                    borderRadius: '18px',
                    bgcolor: i === 0 ? 'primary.main' : 'background.paper',
                    color: i === 0 ? 'brand.onCocoa' : 'text.primary',
                    border: `1px solid ${i === 0 ? 'transparent' : palette.divider}`,
                  }}
                >
                  <Typography sx={{ fontWeight: 800, fontSize: { xs: 16, md: 18 }, mb: 0.5 }}>
                    {f.title}
                  </Typography>
                  <Typography sx={{ fontSize: 14, opacity: 0.85 }}>{f.text}</Typography>
                </Box>
              ))}
            </Box>
            <Box
              component="section"
              sx={{
                display: 'grid',
                gap: { xs: 3, md: 5 },
                gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' },
                alignItems: 'start',
              }}
            >
              <Box>
                <Typography component="h2" variant="h2" sx={{ mb: 2.5 }}>
                  <FormattedMessage id="delivery.zonesTitle" defaultMessage="Зоны и стоимость" />
                </Typography>
                <DeliveryZonesTable zones={terms.zones} />
                <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: 15 }}>
                  <FormattedMessage
                    id="delivery.zonesNote"
                    defaultMessage="Точную стоимость корзина покажет по адресу. За МКАД доставляем по договорённости — позвоните нам."
                  />
                </Typography>
              </Box>
              <Box>
                {config.mapsKey ? (
                  <Suspense
                    fallback={
                      <Skeleton
                        variant="rounded"
                        sx={{ aspectRatio: '640 / 420', height: 'auto', borderRadius: '22px' }}
                      />
                    }
                  >
                    <DeliveryMap mapsKey={config.mapsKey} zones={terms.zones} />
                  </Suspense>
                ) : (
                  <DeliveryScheme zones={terms.zones} />
                )}
              </Box>
            </Box>
            <Box
              component="section"
              sx={{
                display: 'grid',
                gap: { xs: 3, md: 5 },
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              }}
            >
              <Box>
                <Typography component="h2" variant="h3" sx={{ mb: 1.5 }}>
                  <FormattedMessage id="delivery.cakesTitle" defaultMessage="Торты" />
                </Typography>
                <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>
                  <FormattedMessage
                    id="delivery.cakesText"
                    defaultMessage="Торты на заказ привозим отдельно, в термобоксе и к согласованному времени. Заказ с тортом оформляется без других блюд: так кондитерский цех и кухня не задерживают друг друга."
                  />
                </Typography>
                <Button component={Link} to={getHref('cakes', locale)} variant="outlined">
                  <FormattedMessage {...nav.cakes} />
                </Button>
              </Box>
              <Box data-testid="delivery-payment">
                <Typography component="h2" variant="h3" sx={{ mb: 1.5 }}>
                  <FormattedMessage id="delivery.paymentTitle" defaultMessage="Оплата" />
                </Typography>
                <Box sx={{ color: 'text.secondary' }}>
                  <InfoTextView text={paymentText} />
                </Box>
              </Box>
            </Box>
            <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
              <Button component={Link} to={getHref('menu', locale)} variant="contained" size="large">
                <FormattedMessage id="home.toMenu" defaultMessage="Открыть меню" />
              </Button>
            </Stack>
          </Stack>
        )}
      </ContentState>
    </PageShell>
  );
});
export default DeliveryPage;
