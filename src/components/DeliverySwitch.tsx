import { observer } from 'mobx-react-lite';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import type { DeliveryType } from '@/domain/totals';
import { useStores } from '@/stores/context';
import { palette } from '@/theme/theme';
import { m as msg } from './messages';
import { cartSummaryMessages } from './order/messages';

const m = {
  deliveryLabel: msg.deliveryLabel,
  delivery: msg.deliveryDostavka,
  pickup: cartSummaryMessages.pickup,
  pickupDiscount: msg.deliveryPickupDiscount,
  noStacking: msg.deliveryNoStacking,
};

/** Delivery or pickup, on `cart.typeDelivery` (the cart panel and checkout share it); pickup shows its discount once the server has named it. */
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
    <Box>
      <Typography id={labelId} sx={{ fontSize: 13, fontWeight: 700, color: 'text.secondary', mb: 0.75 }}>
        {intl.formatMessage(m.deliveryLabel)}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={cart.typeDelivery}
        onChange={(_event, value: DeliveryType | null) => value && cart.setTypeDelivery(value)}
        aria-labelledby={labelId}
        sx={{
          gap: 1,
          '& .MuiToggleButton-root': {
            textTransform: 'none',
            fontWeight: 700,
            py: 1,
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: `1px solid ${palette.divider}`,
            borderRadius: '999px !important',
          },
          '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
            bgcolor: palette.primary.main,
            color: 'common.white',
            borderColor: palette.primary.main,
          },
        }}
      >
        <ToggleButton value="dostavka" data-testid="delivery-type-dostavka">
          {intl.formatMessage(m.delivery)}
        </ToggleButton>
        <ToggleButton value="pickup" data-testid="delivery-type-pickup">
          {intl.formatMessage(m.pickup)}
          {pickupPercent > 0 && (
            <Box
              component="span"
              sx={{
                ml: 1,
                px: 0.75,
                borderRadius: 999,
                bgcolor: promoPercent > 0 ? 'transparent' : 'secondary.main',
                color: promoPercent > 0 ? 'inherit' : 'common.white',
                textDecoration: promoPercent > 0 ? 'line-through' : 'none',
                fontSize: 12,
              }}
            >
              {intl.formatMessage(m.pickupDiscount, { percent: pickupPercent })}
            </Box>
          )}
        </ToggleButton>
      </ToggleButtonGroup>
      {pickupPercent > 0 && promoPercent > 0 && (
        <Typography data-testid="pickup-promo-note" sx={{ fontSize: 13, color: 'text.secondary', mt: 0.75 }}>
          {intl.formatMessage(m.noStacking, { pickup: pickupPercent, promo: promoPercent })}
        </Typography>
      )}
    </Box>
  );
});
