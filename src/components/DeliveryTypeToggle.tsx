import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useIntl } from 'react-intl';
import type { DeliveryType } from '@/domain/totals';
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
    <ToggleButtonGroup
      exclusive
      fullWidth={fullWidth}
      size="small"
      color="primary"
      value={value}
      onChange={(_, next: DeliveryType | null) => next && onChange(next)}
      aria-label={intl.formatMessage(m.label)}
      sx={{ justifySelf: fullWidth ? 'stretch' : 'start', '& .MuiToggleButton-root': { px: 3 } }}
    >
      <ToggleButton value="dostavka" data-testid={`${testIdPrefix}-delivery-dostavka`}>
        {intl.formatMessage(m.dostavka)}
      </ToggleButton>
      <ToggleButton value="pickup" data-testid={`${testIdPrefix}-delivery-pickup`}>
        {intl.formatMessage(m.pickup)}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
