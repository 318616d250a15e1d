import { observer } from 'mobx-react-lite';
import { Box, Container } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { STOP_DELIVERY_BANNER_BREAKPOINT } from '@/domain/constants';
import { useStores } from '@/stores/context';

const narrow = `@media (max-width: ${STOP_DELIVERY_BANNER_BREAKPOINT - 0.05}px)`;
const wide = `@media (min-width: ${STOP_DELIVERY_BANNER_BREAKPOINT}px)`;

const text = (
  <FormattedMessage
    id="stopDelivery.notice"
    defaultMessage="Время доставки может быть увеличено из-за пробок или дорожных условий"
  />
);

/** SPEC.md section 1: while deliveries are stopped, a notice says delivery may take longer; a banner under 700 px. */
export const StopDeliveryNotice = observer(function StopDeliveryNotice({ variant }: { variant: 'banner' | 'inline' }) {
  const { site } = useStores();
  if (!site.stopDelivery) return null;
  if (variant === 'banner') {
    return (
      <Box role="status" data-testid="stop-delivery-banner" sx={{ display: 'none', [narrow]: { display: 'block' }, bgcolor: 'secondary.main', color: '#fff', fontSize: 14, py: 1 }}>
        <Container>{text}</Container>
      </Box>
    );
  }
  return (
    <Box role="status" data-testid="stop-delivery-notice" sx={{ display: 'none', [wide]: { display: 'block' }, bgcolor: '#FBEBD9', color: 'primary.main', fontSize: 14, py: 0.75, textAlign: 'center' }}>
      <Container>{text}</Container>
    </Box>
  );
});
