import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getHref } from '@/app/paths';
import { Money } from '@/components/Money';
import { useLocale } from '@/components/useLocale';
import { BUFFET_MINIMUM_SUM } from '@/domain/constants';
import { formatDiscount, formatMoney } from '@/domain/money';
import { pick } from '@/domain/types';
import { useStores } from '@/stores/context';
import { m } from './messages';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

function Row({
  label,
  testId,
  value,
  children,
  strong = false,
}: {
  label: string;
  testId: string;
  value: number;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
      <Typography
        sx={{
          fontSize: strong ? { xs: 17, sm: 18 } : { xs: 14, sm: 15 },
          fontWeight: strong ? 800 : 500,
          color: strong ? 'text.primary' : 'text.secondary',
        }}
      >
        {label}
      </Typography>
      <Typography
        data-testid={testId}
        data-value={value}
        sx={{ fontSize: strong ? { xs: 20, sm: 22 } : { xs: 14, sm: 15 }, fontWeight: strong ? 800 : 600 }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/** Sum, discount, delivery price and total; the buffet minimum; the checkout button. */
export const CartSummary = observer(function CartSummary() {
  const { cart, ui } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  const t = cart.totals;
  const pickup = cart.typeDelivery === 'pickup';
  const buffet = cart.buffetMinimum;
  const discount = formatDiscount(t.discount, locale);
  const quote = cart.deliveryQuote;
  const from = !pickup && quote.from;
  const minOrder = cart.minOrder;
  const href = ui.isPromoPage ? getHref('promoOrdering', locale) : getHref('ordering', locale);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 0.25, sm: 0.75 } }}>
      <Row label={intl.formatMessage(m.sum)} testId="cart-sum" value={t.sum}>
        <Money value={t.sum} />
      </Row>
      {/* No discount, no row: «Скидка 0 р.» says nothing. */}
      {discount !== null && (
        <Row label={intl.formatMessage(m.discount)} testId="cart-discount" value={t.discount}>
          <span style={{ whiteSpace: 'nowrap' }}>{discount}</span>
        </Row>
      )}
      <Row
        label={intl.formatMessage(pickup ? m.pickup : m.deliveryPrice)}
        testId="cart-delivery-price"
        value={t.deliveryPrice}
      >
        {pickup ? (
          <Money value={0} />
        ) : quote.free ? (
          intl.formatMessage(m.deliveryFree)
        ) : from ? (
          intl.formatMessage(m.deliveryFrom, { price: formatMoney(t.deliveryPrice, locale) })
        ) : (
          <Money value={t.deliveryPrice} />
        )}
      </Row>
      {from && (
        <Typography data-testid="cart-delivery-note" sx={{ fontSize: 13, color: 'text.secondary' }}>
          {intl.formatMessage(m.deliveryByAddress, {
            free: formatMoney(cart.deliveryTerms.freeDeliveryFrom, locale),
          })}
        </Typography>
      )}
      <Box sx={{ borderTop: '1px solid', borderColor: 'divider', my: 0.5 }} />
      <Row label={intl.formatMessage(m.total)} testId="cart-total" value={t.total} strong>
        {from ? (
          intl.formatMessage(m.deliveryFrom, { price: formatMoney(t.total, locale) })
        ) : (
          <Money value={t.total} />
        )}
      </Row>
      {/* Screen readers hear the new total after a change of quantity, delivery or promo (not the whole summary). */}
      <Box
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid="cart-total-announce"
        sx={visuallyHidden}
      >
        {intl.formatMessage(m.totalAnnounced, { total: formatMoney(t.total, locale) })}
      </Box>
      {buffet && (
        <Alert
          severity="warning"
          data-testid="buffet-minimum"
          data-variant={buffet.variant}
          sx={{ borderRadius: 3, mt: 1 }}
        >
          {intl.formatMessage(buffet.variant === 'festive' ? m.festive : m.buffet, {
            min: formatMoney(BUFFET_MINIMUM_SUM, locale),
            missing: formatMoney(buffet.missing, locale),
          })}
        </Alert>
      )}
      {minOrder && !buffet && (
        <Alert
          severity="info"
          data-testid="cart-min-order"
          data-missing={minOrder.missing}
          sx={{ borderRadius: 3, mt: 1 }}
        >
          {cart.deliveryZone
            ? intl.formatMessage(m.minOrderZone, {
                zone: pick(cart.deliveryZone.name, locale),
                min: formatMoney(minOrder.minOrder, locale),
                missing: formatMoney(minOrder.missing, locale),
              })
            : intl.formatMessage(m.minOrderAny, {
                min: formatMoney(minOrder.minOrder, locale),
                missing: formatMoney(minOrder.missing, locale),
              })}
        </Alert>
      )}
      <Button
        component={Link}
        to={href}
        variant="contained"
        size="large"
        data-testid="cart-checkout"
        disabled={!cart.canCheckout}
        onClick={cart.beforeCheckout}
        sx={{ mt: { xs: 1, sm: 1.5 }, py: { xs: 1.1, sm: 1.5 }, fontSize: 17 }}
      >
        {intl.formatMessage(m.checkout)}
      </Button>
    </Box>
  );
});
