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
import { m } from './delivery.messages';
import { m as homeM } from './home.messages';

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
          title: <FormattedMessage {...m.factHoursTitle} />,
          text: <FormattedMessage {...m.factHours} />,
        },
        {
          title: (
            <FormattedMessage
              {...m.factFreeTitle}
              values={{ sum: <Money value={terms.freeDeliveryFrom} /> }}
            />
          ),
          text: <FormattedMessage {...m.factFree} />,
        },
        {
          title: <FormattedMessage {...m.factPickupTitle} values={{ percent: terms.pickupDiscount }} />,
          text: <FormattedMessage {...m.factPickup} />,
        },
        {
          title: (
            <FormattedMessage {...m.factGiftTitle} values={{ sum: <Money value={presents.giftFrom} /> }} />
          ),
          text: <FormattedMessage {...m.factGift} />,
        },
      ]
    : [];
  return (
    <PageShell
      title={intl.formatMessage(m.title)}
      lead={intl.formatMessage(m.lead, {
        price: formatMoney(cheapest?.price ?? 0, locale),
        free: formatMoney(terms.freeDeliveryFrom, locale),
        percent: terms.pickupDiscount,
      })}
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
                  <FormattedMessage {...m.zonesTitle} />
                </Typography>
                <DeliveryZonesTable zones={terms.zones} />
                <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: 15 }}>
                  <FormattedMessage {...m.zonesNote} />
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
                  <FormattedMessage {...m.cakesTitle} />
                </Typography>
                <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>
                  <FormattedMessage {...m.cakesText} />
                </Typography>
                <Button component={Link} to={getHref('cakes', locale)} variant="outlined">
                  <FormattedMessage {...nav.cakes} />
                </Button>
              </Box>
              <Box data-testid="delivery-payment">
                <Typography component="h2" variant="h3" sx={{ mb: 1.5 }}>
                  <FormattedMessage {...m.paymentTitle} />
                </Typography>
                <Box sx={{ color: 'text.secondary' }}>
                  <InfoTextView text={paymentText} />
                </Box>
              </Box>
            </Box>
            <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
              <Button component={Link} to={getHref('menu', locale)} variant="contained" size="large">
                <FormattedMessage {...homeM.toMenu} />
              </Button>
            </Stack>
          </Stack>
        )}
      </ContentState>
    </PageShell>
  );
});
export default DeliveryPage;
