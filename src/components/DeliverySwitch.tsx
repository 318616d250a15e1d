import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { DeliveryType } from '@/domain/totals';
import { useStores } from '@/stores/context';
import { m as msg } from './messages';
import { ChoiceGroup } from './ChoiceGroup';
import css from './DeliverySwitch.module.css';
import { join } from './plain';
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
 * the server has named it. A ChoiceGroup across the width: the cart panel mounts it on opening.
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
      <ChoiceGroup
        label={intl.formatMessage(m.deliveryLabel)}
        labelId={labelId}
        fullWidth
        value={cart.typeDelivery}
        onChange={(type) => cart.setTypeDelivery(type)}
        options={TYPES.map((type) => ({
          value: type,
          testId: `delivery-type-${type}`,
          label:
            type === 'pickup' ? (
              <>
                {intl.formatMessage(m.pickup)}
                {pickupPercent > 0 && (
                  <span className={join(css.discount, promoPercent > 0 && css.void)}>
                    {intl.formatMessage(m.pickupDiscount, { percent: pickupPercent })}
                  </span>
                )}
              </>
            ) : (
              intl.formatMessage(m.delivery)
            ),
        }))}
      />
      {pickupPercent > 0 && promoPercent > 0 && (
        <p data-testid="pickup-promo-note" className={css.note}>
          {intl.formatMessage(m.noStacking, { pickup: pickupPercent, promo: promoPercent })}
        </p>
      )}
    </div>
  );
});
