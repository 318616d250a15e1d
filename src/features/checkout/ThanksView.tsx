import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { Spinner } from '@/components/Spinner';
import { Link, useSearchParams } from 'react-router';
import type { OrderState } from '@/api/order';
import { getHref } from '@/app/paths';
import { OrderByPhone } from '@/components/OrderByPhone';
import { useLocale } from '@/components/useLocale';
import { contacts } from '@/config/contacts';
import { paymentText } from '@/content/info';
import { parseOrderNumber } from '@/domain/order';
import { useStores } from '@/stores/context';
import { OrderStatusStore, type OrderLoad } from '@/stores/OrderStatusStore';
import { t } from './messages';
import { OrderRecapView } from './OrderRecapView';
import { PaymentFailedView } from './PaymentFailedView';
import { ThanksCard } from './ThanksCard';

/**
 * /spasibo?order=N: what happened to the order (OrderStatusStore): cash thanks, paid by card, the failed
 * payment with its two ways on, or cancelled (with the refund note for a card-paid order). Payment texts are
 * the footer's payment terms (SPEC.md section 1).
 */
export const ThanksView = observer(function ThanksView() {
  const status = useStores().feature(OrderStatusStore);
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const orderId = parseOrderNumber(params.get('order'));
  useEffect(() => status.open(orderId), [status, orderId]);
  const payment = paymentText.paragraphs[locale];
  const recapOf = (order: OrderState) =>
    status.recap ? (
      <OrderRecapView recap={status.recap} payment={order.payment ?? status.recap.payment} />
    ) : null;
  // Until the store has this order (the first render), it is being asked for.
  const load: OrderLoad = status.orderId === orderId ? status.load : { status: 'loading' };

  const links = (
    <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', mt: 2 }}>
      <Button component={Link} to={getHref('menu', locale)} variant="outlined" size="large">
        {intl.formatMessage(t.toMenu)}
      </Button>
      <Button component={Link} to={getHref('home', locale)} size="large">
        {intl.formatMessage(t.toHome)}
      </Button>
    </Box>
  );
  const number = (id: number) => (
    <Typography
      data-testid="thanks-order-number"
      data-order-id={id}
      sx={{ fontSize: 20, fontWeight: 800, color: 'text.primary', fontVariantNumeric: 'tabular-nums' }}
    >
      {intl.formatMessage(t.number, { orderId: id })}
    </Typography>
  );

  if (orderId === null) {
    return (
      <ThanksCard tone="success" title={intl.formatMessage(t.thanks)} state="generic">
        <p>{intl.formatMessage(t.lead)}</p>
        {links}
      </ThanksCard>
    );
  }
  if (load.status === 'loading') {
    return (
      <Box
        role="status"
        sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', py: 10 }}
      >
        <Spinner size={28} />
        <Typography>{intl.formatMessage(t.loading)}</Typography>
      </Box>
    );
  }
  if (load.status === 'unavailable') {
    return (
      <ThanksCard tone="success" title={intl.formatMessage(t.thanks)} state="status-unavailable">
        {number(orderId)}
        <p>{intl.formatMessage(t.lead)}</p>
        <OrderByPhone reason="status" testId="thanks-status-unavailable" />
        {links}
      </ThanksCard>
    );
  }
  if (load.status === 'failed') {
    return (
      <ThanksCard tone="warning" title={intl.formatMessage(t.thanks)} state="error">
        {number(orderId)}
        <Alert
          severity="error"
          sx={{ textAlign: 'left', borderRadius: '14px' }}
          action={<Button onClick={() => void status.read()}>{intl.formatMessage(t.refresh)}</Button>}
        >
          {load.problem === 'server'
            ? intl.formatMessage(t.loadFailedServer, { phone: contacts.deliveryPhone })
            : intl.formatMessage(t.loadFailed)}
        </Alert>
      </ThanksCard>
    );
  }
  const order = load.order;
  if (!order) {
    return (
      <ThanksCard tone="neutral" title={intl.formatMessage(t.unknownTitle)} state="unknown">
        {number(orderId)}
        <p>{intl.formatMessage(t.unknown)}</p>
        <p>{intl.formatMessage(t.call, { phone: contacts.deliveryPhone })}</p>
        {links}
      </ThanksCard>
    );
  }
  switch (order.status) {
    case 'paid':
      return (
        <ThanksCard tone="success" title={intl.formatMessage(t.thanks)} state="paid">
          {number(order.orderId)}
          <p data-testid="thanks-paid">{intl.formatMessage(t.paid)}</p>
          <p>{intl.formatMessage(t.lead)}</p>
          {recapOf(order)}
          {links}
        </ThanksCard>
      );
    case 'payment_failed':
      return (
        <ThanksCard tone="warning" title={intl.formatMessage(t.failedTitle)} state="payment_failed">
          {number(order.orderId)}
          <p data-testid="thanks-failed-text">{intl.formatMessage(t.failedText)}</p>
          <PaymentFailedView status={status} />
          {recapOf(order)}
          <p>{intl.formatMessage(t.call, { phone: contacts.deliveryPhone })}</p>
        </ThanksCard>
      );
    case 'cancelled': {
      // The refund note when the card payment went through (or, if the server does not say, for any card order).
      const refund = order.payment === 'card' && order.paid !== false;
      return (
        <ThanksCard tone="neutral" title={intl.formatMessage(t.cancelledTitle)} state="cancelled">
          {number(order.orderId)}
          {refund && <p data-testid="thanks-refund">{payment[3]}</p>}
          <p>{intl.formatMessage(t.cancelled)}</p>
          <p>{intl.formatMessage(t.call, { phone: contacts.deliveryPhone })}</p>
          {links}
        </ThanksCard>
      );
    }
    default:
      return (
        <ThanksCard
          tone="success"
          title={intl.formatMessage(t.thanks)}
          state={order.payment === 'card' ? 'awaiting' : 'cash'}
        >
          {number(order.orderId)}
          <p>{intl.formatMessage(t.lead)}</p>
          {order.payment === 'card' ? (
            <Alert
              severity="info"
              sx={{ textAlign: 'left', borderRadius: '14px' }}
              action={<Button onClick={() => void status.read()}>{intl.formatMessage(t.refresh)}</Button>}
            >
              {intl.formatMessage(t.awaiting)}
            </Alert>
          ) : (
            <p data-testid="thanks-cash">{intl.formatMessage(t.cash)}</p>
          )}
          {recapOf(order)}
          {links}
        </ThanksCard>
      );
  }
});
