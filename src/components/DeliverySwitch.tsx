import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { DeliveryType } from '@/domain/totals';
import { useStores } from '@/stores/context';
import { m as msg } from './messages';
import css from './DeliverySwitch.module.css';
import { cartSummaryMessages } from './order/messages';

const m = {
  deliveryLabel: msg.deliveryLabel,
  delivery: msg.deliveryDostavka,
  pickup: cartSummaryMessages.pickup,
  pickupDiscount: msg.deliveryPickupDiscount,
  noStacking: msg.deliveryNoStacking,
};

const TYPES: readonly DeliveryType[] = ['dostavka', 'pickup'];

/**
 * Delivery or pickup, on `cart.typeDelivery` (the cart panel and checkout share it); pickup shows its discount once
 * the server has named it. Two toggle buttons (`aria-pressed`) in a labelled group, plain elements: the cart panel
 * mounts it on opening.
 */
export const DeliverySwitch = observer(function DeliverySwitch({
  labelId = 'cart-delivery-label',
}: {
  labelId?: string;
}) {
  const { cart, promo } = useStores();
  const intl = useIntl();
  // The percent is known before the pickup refresh (the delivery terms name it), so the switch says it at once.
  const pickupPercent = cart.pickupPercent;
  const promoPercent = promo.applied?.type === 'persent' ? promo.applied.value : 0;
  return (
    <div>
      <p id={labelId} className={css.label}>
        {intl.formatMessage(m.deliveryLabel)}
      </p>
      <div role="group" aria-labelledby={labelId} className={css.options}>
        {TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className={css.option}
            aria-pressed={cart.typeDelivery === type}
            onClick={() => cart.setTypeDelivery(type)}
            data-testid={`delivery-type-${type}`}
          >
            {intl.formatMessage(type === 'pickup' ? m.pickup : m.delivery)}
            {type === 'pickup' && pickupPercent > 0 && (
              <span className={promoPercent > 0 ? `${css.discount} ${css.void}` : css.discount}>
                {intl.formatMessage(m.pickupDiscount, { percent: pickupPercent })}
              </span>
            )}
          </button>
        ))}
      </div>
      {pickupPercent > 0 && promoPercent > 0 && (
        <p data-testid="pickup-promo-note" className={css.note}>
          {intl.formatMessage(m.noStacking, { pickup: pickupPercent, promo: promoPercent })}
        </p>
      )}
    </div>
  );
});
