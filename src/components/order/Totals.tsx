import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Money } from '@/components/Money';
import { Notice } from '@/components/Notice';
import { useLocale } from '@/components/useLocale';
import { BUFFET_MINIMUM_SUM } from '@/domain/constants';
import { formatMoney } from '@/domain/money';
import { pick } from '@/domain/types';
import { useStores } from '@/stores/context';
import { cartSummaryMessages as m } from './messages';
import './totals.css';

/**
 * One row of the money: a label and its value (`data-value`, the number QA reads). `panel` is the cart
 * panel's size, `page` the checkout summary's (a larger total in the heading face). Plain elements
 * (totals.css): the cart's summary re-renders them on every stepper click.
 */
export function TotalsRow({
  label,
  testId,
  value,
  children,
  strong = false,
  size,
}: {
  label: ReactNode;
  testId: string;
  value: number;
  children: ReactNode;
  strong?: boolean;
  size: 'panel' | 'page';
}) {
  const className = ['totals-row', size === 'panel' && 'totals-panel', strong && 'totals-strong']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <p className="totals-label">{label}</p>
      <p data-testid={testId} data-value={value} className="totals-value">
        {children}
      </p>
    </div>
  );
}

/** The delivery row and the total, as the cart's rules price them (pickup, free delivery, «от …» until the address is known). */
export const DeliveryAndTotal = observer(function DeliveryAndTotal({
  testIds,
  size,
  between,
}: {
  testIds: { delivery: string; total: string };
  size: 'panel' | 'page';
  /** What stands between the delivery row and the total's rule (a note on the delivery price). */
  between?: ReactNode;
}) {
  const { cart } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  const t = cart.totals;
  const pickup = cart.typeDelivery === 'pickup';
  const quote = cart.deliveryQuote;
  const from = !pickup && quote.from;
  return (
    <>
      <TotalsRow
        label={intl.formatMessage(pickup ? m.pickup : m.deliveryPrice)}
        testId={testIds.delivery}
        value={t.deliveryPrice}
        size={size}
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
      </TotalsRow>
      {between}
      <div className="totals-rule" />
      <TotalsRow
        label={intl.formatMessage(m.total)}
        testId={testIds.total}
        value={t.total}
        strong
        size={size}
      >
        {from ? (
          intl.formatMessage(m.deliveryFrom, { price: formatMoney(t.total, locale) })
        ) : (
          <Money value={t.total} />
        )}
      </TotalsRow>
    </>
  );
});

/**
 * The buffet minimum (SPEC's 5000 р.) and, without it, the delivery minimum of the zone or of any zone: in the cart
 * panel (`panel`, the minimum order as information) and the checkout summary (`page`, as a warning). Plain notices:
 * the panel's re-render on every add and stepper click.
 */
export const OrderLimitAlerts = observer(function OrderLimitAlerts({ size }: { size: 'panel' | 'page' }) {
  const { cart } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  const buffet = cart.buffetMinimum;
  const minOrder = cart.minOrder;
  const className = `totals-notice-${size}`;
  if (buffet) {
    return (
      <Notice
        severity="warning"
        data-testid="buffet-minimum"
        data-variant={buffet.variant}
        className={className}
      >
        {intl.formatMessage(buffet.variant === 'festive' ? m.festive : m.buffet, {
          min: formatMoney(BUFFET_MINIMUM_SUM, locale),
          missing: formatMoney(buffet.missing, locale),
        })}
      </Notice>
    );
  }
  if (!minOrder) return null;
  const amounts = {
    min: formatMoney(minOrder.minOrder, locale),
    missing: formatMoney(minOrder.missing, locale),
  };
  return (
    <Notice
      severity={size === 'panel' ? 'info' : 'warning'}
      data-testid={size === 'panel' ? 'cart-min-order' : 'checkout-min-order'}
      data-missing={minOrder.missing}
      className={className}
    >
      {cart.deliveryZone
        ? intl.formatMessage(m.minOrderZone, { zone: pick(cart.deliveryZone.name, locale), ...amounts })
        : intl.formatMessage(m.minOrderAny, amounts)}
    </Notice>
  );
});
