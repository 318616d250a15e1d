import { observer } from 'mobx-react-lite';
import { Button } from '@mui/material';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getHref } from '@/app/paths';
import { Money } from '@/components/Money';
import { DeliveryAndTotal, OrderLimitAlerts, TotalsRow } from '@/components/order/Totals';
import { useLocale } from '@/components/useLocale';
import { formatDiscount, formatMoney } from '@/domain/money';
import { useStores } from '@/stores/context';
import { m } from './messages';

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

/**
 * Sum, discount, delivery price and total; the minimum order or the buffet's; the checkout button. Plain elements
 * around MUI's button (cartPanel.css): it re-renders on every add and stepper click.
 */
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
    <div className="cart-summary">
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
            <p data-testid="cart-delivery-note" className="cart-note">
              {intl.formatMessage(m.deliveryByAddress, {
                free: formatMoney(cart.deliveryTerms.freeDeliveryFrom, locale),
              })}
            </p>
          )
        }
      />
      {/* Screen readers hear the new total after a change of quantity, delivery or promo (not the whole summary). */}
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid="cart-total-announce"
        className="cart-visually-hidden"
      >
        {intl.formatMessage(m.totalAnnounced, { total: formatMoney(t.total, locale) })}
      </div>
      <OrderLimitAlerts size="panel" />
      <CheckoutButton />
    </div>
  );
});
