import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { stopDeliveryMessages } from '@/i18n/stopDelivery';
import ui from '@/components/ui.module.css';
import { useStores } from '@/stores/context';
import css from './shell.module.css';

// The banner shows below 700 px (SPEC.md section 9), the inline notice from it (shell.module.css).
const text = <FormattedMessage {...stopDeliveryMessages.notice} />;

/** SPEC.md section 1: while deliveries are stopped, a notice says delivery may take longer; a banner under 700 px. */
export const StopDeliveryNotice = observer(function StopDeliveryNotice({
  variant,
}: {
  variant: 'banner' | 'inline';
}) {
  const { catalogue } = useStores();
  if (!catalogue.stopDelivery) return null;
  return (
    <div
      role="status"
      data-testid={variant === 'banner' ? 'stop-delivery-banner' : 'stop-delivery-notice'}
      className={variant === 'banner' ? css.stopBanner : css.stopInline}
    >
      <div className={`${ui.container} ${ui.lg}`}>{text}</div>
    </div>
  );
});
