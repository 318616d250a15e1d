import { useIntl } from 'react-intl';
import type { DeliveryType } from '@/domain/totals';
import { ChoiceGroup } from './ChoiceGroup';
import { m as msg } from './messages';

const m = {
  label: msg.deliveryToggleLabel,
  dostavka: msg.deliveryToggleDostavka,
  pickup: msg.deliveryTogglePickup,
};

type Props = {
  value: DeliveryType;
  onChange: (value: DeliveryType) => void;
  /** `admin` gives `admin-delivery-dostavka` and `admin-delivery-pickup`. */
  testIdPrefix: string;
  fullWidth?: boolean;
};

/** Delivery or pickup for a form with its own state (the operator's order, hand ordering); the shop's cart has its DeliverySwitch. */
export function DeliveryTypeToggle({ value, onChange, testIdPrefix, fullWidth = false }: Props) {
  const intl = useIntl();
  return (
    <ChoiceGroup
      ariaLabel={intl.formatMessage(m.label)}
      fullWidth={fullWidth}
      value={value}
      onChange={onChange}
      options={(['dostavka', 'pickup'] as const).map((type) => ({
        value: type,
        label: intl.formatMessage(type === 'pickup' ? m.pickup : m.dostavka),
        testId: `${testIdPrefix}-delivery-${type}`,
      }))}
    />
  );
}
