import { observer } from 'mobx-react-lite';
import { Alert, Box, Button } from '@mui/material';
import { useIntl } from 'react-intl';
import { Spinner } from '@/components/Spinner';
import { OrderByPhone } from '@/components/OrderByPhone';
import { toast } from '@/components/toast';
import { useLocale } from '@/components/useLocale';
import { TOAST_DEFAULT_MS } from '@/domain/constants';
import type { OrderStatusStore } from '@/stores/OrderStatusStore';
import { t } from './messages';

/** The card payment failed: pay by card again (the bank's page) or in cash on receipt, with what went wrong. */
export const PaymentFailedView = observer(function PaymentFailedView({
  status,
}: {
  status: OrderStatusStore;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const { pending, problem } = status;

  const retryCard = async () => {
    const outcome = await status.retryCard(locale);
    if (outcome.status === 'bank') window.location.assign(outcome.paymentUrl);
  };
  const payInCash = async () => {
    const outcome = await status.payInCash(locale);
    if (outcome.status === 'failed')
      toast(intl.formatMessage(t.switchFailed), { variant: 'error', autoHideDuration: TOAST_DEFAULT_MS });
  };

  return (
    <>
      {problem && (
        <Alert severity="error" role="alert" sx={{ textAlign: 'left', borderRadius: '14px' }}>
          {problem.message ||
            intl.formatMessage(problem.action === 'retryCard' ? t.retryFailed : t.switchFailed)}
        </Alert>
      )}
      {status.switchUnavailable ? (
        <OrderByPhone reason="switchToCash" testId="thanks-switch-unavailable" />
      ) : (
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', mt: 1 }}>
          <Button
            variant="contained"
            size="large"
            data-testid="thanks-retry-card"
            disabled={pending !== null}
            onClick={() => void retryCard()}
            startIcon={pending === 'retryCard' ? <Spinner size={18} inherit /> : undefined}
            sx={{ py: 1.5 }}
          >
            {intl.formatMessage(pending === 'retryCard' ? t.retrying : t.retryCard)}
          </Button>
          <Button
            variant="outlined"
            size="large"
            data-testid="thanks-pay-cash"
            disabled={pending !== null}
            onClick={() => void payInCash()}
            startIcon={pending === 'payInCash' ? <Spinner size={18} inherit /> : undefined}
            sx={{ py: 1.5 }}
          >
            {intl.formatMessage(pending === 'payInCash' ? t.switching : t.payCash)}
          </Button>
        </Box>
      )}
    </>
  );
});
