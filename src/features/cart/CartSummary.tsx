import { observer } from 'mobx-react-lite';
import { Box, Button, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getHref } from '@/app/paths';
import { Money } from '@/components/Money';
import { DeliveryAndTotal, OrderLimitAlerts, TotalsRow } from '@/components/order/Totals';
import { useLocale } from '@/components/useLocale';
import { formatDiscount, formatMoney } from '@/domain/money';
import { useStores } from '@/stores/context';
import { m } from './messages';

/**
 * Read by screen readers, not shown. Its size in pixels: MUI's `sx` reads a width or height of 1 as 100 %, which
 * made it as large as the cart panel, and the panel could be scrolled 15–23 px sideways and 640 px down into nothing.
 */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The alerts under the totals (the minimum order, the buffet minimum): WarmUp renders one with it before the first add. */
export const alertSx = { borderRadius: 3, mt: 1 } as const;
const checkoutSx = { mt: { xs: 1, sm: 1.5 }, py: { xs: 1.1, sm: 1.5 }, fontSize: 17 } as const;

/** The checkout button: its own observer, so a change of the money does not re-render it. */
const CheckoutButton = observer(function CheckoutButton() {
  const { cart, ui } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  const href = ui.isPromoPage ? getHref('promoOrdering', locale) : getHref('ordering', locale);
  return (
    <Button
      component={Link}
      to={href}
      variant="contained"
      size="large"
      data-testid="cart-checkout"
      disabled={!cart.canCheckout}
      onClick={cart.beforeCheckout}
      sx={checkoutSx}
    >
      {intl.formatMessage(m.checkout)}
    </Button>
  );
});

/** Sum, discount, delivery price and total; the buffet minimum; the checkout button. */
export const CartSummary = observer(function CartSummary() {
  const { cart } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  const t = cart.totals;
  const pickup = cart.typeDelivery === 'pickup';
  const discount = formatDiscount(t.discount, locale);
  const quote = cart.deliveryQuote;
  const from = !pickup && quote.from;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 0.25, sm: 0.75 } }}>
      <TotalsRow size="panel" label={intl.formatMessage(m.sum)} testId="cart-sum" value={t.sum}>
        <Money value={t.sum} />
      </TotalsRow>
      {/* No discount, no row: «Скидка 0 р.» says nothing. */}
      {discount !== null && (
        <TotalsRow
          size="panel"
          label={intl.formatMessage(m.discount)}
          testId="cart-discount"
          value={t.discount}
        >
          <span style={{ whiteSpace: 'nowrap' }}>{discount}</span>
        </TotalsRow>
      )}
      <DeliveryAndTotal
        testIds={{ delivery: 'cart-delivery-price', total: 'cart-total' }}
        size="panel"
        between={
          from && (
            <Typography data-testid="cart-delivery-note" sx={{ fontSize: 13, color: 'text.secondary' }}>
              {intl.formatMessage(m.deliveryByAddress, {
                free: formatMoney(cart.deliveryTerms.freeDeliveryFrom, locale),
              })}
            </Typography>
          )
        }
      />
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
      <OrderLimitAlerts minOrderTestId="cart-min-order" minOrderSeverity="info" sx={alertSx} />
      <CheckoutButton />
    </Box>
  );
});
