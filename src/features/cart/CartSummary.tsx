import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { getHref } from '@/app/paths';
import { Money } from '@/components/Money';
import { PillLink } from '@/components/plain';
import { DeliveryAndTotal, OrderLimitAlerts, TotalsRow } from '@/components/order/Totals';
import { useLocale } from '@/components/useLocale';
import { formatDiscount, formatMoney } from '@/domain/money';
import { useStores } from '@/stores/context';
import { m } from './messages';

/** The checkout button (a link): its own observer, so a change of the money does not re-render it. */
const CheckoutButton = observer(function CheckoutButton() {
  const { cart, ui } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  const href = ui.isPromoPage ? getHref('promoOrdering', locale) : getHref('ordering', locale);
  const ready = cart.canCheckout;
  return (
    <PillLink
      to={href}
      className="cart-checkout"
      data-testid="cart-checkout"
      aria-disabled={ready ? undefined : 'true'}
      tabIndex={ready ? undefined : -1}
      onClick={(event) => (ready ? cart.beforeCheckout() : event.preventDefault())}
    >
      {intl.formatMessage(m.checkout)}
    </PillLink>
  );
});

/**
 * Sum, discount, delivery price and total; the minimum order or the buffet's; the checkout button. Plain elements
 * (cartPanel.css): it re-renders on every add and stepper click.
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
