import { Alert } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { OrderByPhone } from './OrderByPhone';
import { m } from './messages';

/** Why the last order was not placed: the server's own message, no answer, or no createOrder on the backend (everything typed stays in the form). */
export type OrderSendProblemValue =
  { kind: 'refused'; message: string } | { kind: 'failed' } | { kind: 'unavailable' };

/** The alert above an order form's button after a refusal or a failed send; nothing without a problem. */
export function OrderSendProblem({
  problem,
  testId = 'order-problem',
}: {
  problem: OrderSendProblemValue | null;
  testId?: string;
}) {
  if (!problem) return null;
  if (problem.kind === 'unavailable') return <OrderByPhone reason="order" testId={testId} />;
  return (
    <Alert severity="error" role="alert" data-testid={testId}>
      {problem.kind === 'refused' ? (
        <FormattedMessage {...m.sendRefused} values={{ message: problem.message }} />
      ) : (
        <FormattedMessage {...m.sendFailed} />
      )}
    </Alert>
  );
}
