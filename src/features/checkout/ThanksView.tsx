import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { OrderByPhone } from '@/components/OrderByPhone';
import { array, enums, number, string, type } from 'superstruct';
import { isMissingRoute } from '@/api/errors';
import { fetchOrderStatus, replaceOrderPayment, switchOrderToCash, type OrderState } from '@/api/order';
import { getHref } from '@/app/paths';
import { toast } from '@/components/toast';
import { useLocale } from '@/components/useLocale';
import { contacts } from '@/config/contacts';
import { paymentText } from '@/content/info';
import { TOAST_DEFAULT_MS } from '@/domain/constants';
import { isApiError } from '@/api/errors';
import { parseIsoDate } from '@/domain/content';
import { problemOf } from '@/domain/errors';
import { formatMoney } from '@/domain/money';
import { parseOrderNumber, type OrderRecap } from '@/domain/order';
import { pick } from '@/domain/types';
import { Money } from '@/components/Money';
import { SESSION_KEYS } from '@/stores/storage';
import { useStores } from '@/stores/context';
import { brand } from '@/theme/theme';

const t = {
  ...defineMessages({
    thanks: { id: 'page.thanks.title', defaultMessage: 'Спасибо за заказ!' },
    lead: {
      id: 'page.thanks.lead',
      defaultMessage: 'Мы получили ваш заказ и скоро перезвоним, чтобы подтвердить детали.',
    },
    cash: { id: 'thanks.cash', defaultMessage: 'Оплата — наличными при получении: курьеру или в кафе.' },
    paid: { id: 'thanks.paid', defaultMessage: 'Заказ оплачен картой. Чек придёт на вашу почту.' },
    awaiting: {
      id: 'thanks.awaiting',
      defaultMessage: 'Банк ещё не подтвердил оплату. Обновите страницу через минуту.',
    },
    refresh: { id: 'thanks.refresh', defaultMessage: 'Обновить' },
    failedTitle: { id: 'thanks.failed.title', defaultMessage: 'Оплата не прошла' },
    failedText: {
      id: 'thanks.failed.text',
      defaultMessage:
        'Банк не принял оплату, деньги не списаны. Заказ сохранён: попробуйте оплатить картой ещё раз — или оплатите наличными при получении, курьеру или в кафе.',
    },
    retryCard: { id: 'thanks.failed.retryCard', defaultMessage: 'Попробовать картой ещё раз' },
    retrying: { id: 'thanks.failed.retrying', defaultMessage: 'Открываем страницу банка…' },
    retryFailed: {
      id: 'thanks.failed.retryFailed',
      defaultMessage: 'Не удалось открыть оплату картой. Попробуйте ещё раз или выберите наличные.',
    },
    recapTitle: { id: 'thanks.recap.title', defaultMessage: 'Ваш заказ' },
    recapGift: { id: 'thanks.recap.gift', defaultMessage: 'Подарок' },
    recapFree: { id: 'thanks.recap.free', defaultMessage: 'бесплатно' },
    recapDelivery: { id: 'thanks.recap.delivery', defaultMessage: 'Доставка' },
    recapPickup: { id: 'thanks.recap.pickup', defaultMessage: 'Самовывоз' },
    recapWhen: { id: 'thanks.recap.when', defaultMessage: 'Когда' },
    recapTotal: { id: 'thanks.recap.total', defaultMessage: 'Сумма' },
    recapPayment: { id: 'thanks.recap.payment', defaultMessage: 'Оплата' },
    recapCard: { id: 'thanks.recap.card', defaultMessage: 'картой онлайн' },
    recapCash: { id: 'thanks.recap.cash', defaultMessage: 'наличными при получении' },
    payCash: { id: 'thanks.failed.payCash', defaultMessage: 'Оплатить наличными при получении' },
    switching: { id: 'thanks.failed.switching', defaultMessage: 'Переводим на оплату наличными…' },
    switchFailed: {
      id: 'thanks.failed.switchFailed',
      defaultMessage: 'Не удалось перевести заказ на оплату наличными. Попробуйте ещё раз.',
    },
    cancelledTitle: { id: 'thanks.cancelled.title', defaultMessage: 'Заказ отменён' },
    cancelled: {
      id: 'thanks.cancelled.text',
      defaultMessage: 'Если вы не отменяли заказ сами, позвоните нам — разберёмся.',
    },
    unknownTitle: { id: 'thanks.unknown.title', defaultMessage: 'Заказ не найден' },
    unknown: {
      id: 'thanks.unknown.text',
      defaultMessage: 'Проверьте ссылку или позвоните нам — подскажем, что с заказом.',
    },
    loadFailed: {
      id: 'thanks.loadFailed',
      defaultMessage: 'Не удалось узнать, что с заказом. Проверьте соединение и попробуйте ещё раз.',
    },
    loading: { id: 'thanks.loading', defaultMessage: 'Узнаём, что с заказом…' },
    toMenu: { id: 'thanks.toMenu', defaultMessage: 'Вернуться в меню' },
    toHome: { id: 'thanks.toHome', defaultMessage: 'На главную' },
  }),
  number: defineMessage<{ orderId: number }>({
    id: 'thanks.number',
    defaultMessage: 'Номер заказа: №{orderId}',
  }),
  call: defineMessage<{ phone: string }>({ id: 'thanks.call', defaultMessage: 'Телефон доставки: {phone}' }),
  loadFailedServer: defineMessage<{ phone: string }>({
    id: 'thanks.loadFailedServer',
    defaultMessage:
      'Сервер сейчас не может сказать, что с заказом: у нас сбой. Обновите страницу через минуту или позвоните: {phone}.',
  }),
  recapDeliveryPrice: defineMessage<{ price: string }>({
    id: 'thanks.recap.deliveryPrice',
    defaultMessage: 'доставка {price}',
  }),
};

const RecapSchema = type({
  orderId: number(),
  lines: array(
    type({
      name: type({ ru: string(), en: string() }),
      choice: type({ ru: string(), en: string() }),
      count: number(),
      sum: number(),
    }),
  ),
  gifts: array(type({ ru: string(), en: string() })),
  delivery: enums(['dostavka', 'pickup']),
  place: type({ ru: string(), en: string() }),
  date: string(),
  time: string(),
  total: number(),
  deliveryPrice: number(),
  payment: enums(['card', 'cash']),
});

/** The order just placed, as the checkout kept it for this tab: items, gift, where, when, amount, payment. */
function OrderRecapView({ recap, payment }: { recap: OrderRecap; payment: 'card' | 'cash' }) {
  const intl = useIntl();
  const locale = useLocale();
  const day = parseIsoDate(recap.date);
  const when = `${day ? intl.formatDate(day, { weekday: 'short', day: 'numeric', month: 'long' }) : recap.date}, ${recap.time}`;
  const row = {
    display: 'grid',
    gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' },
    gap: { xs: 0.25, sm: 2 },
    py: 1,
    borderTop: `1px solid ${brand.line}`,
  } as const;
  const label = { fontSize: 14, color: 'text.secondary' } as const;
  return (
    <Box
      component="section"
      data-testid="thanks-recap"
      aria-labelledby="thanks-recap-title"
      sx={{ textAlign: 'left', mt: 1, color: 'text.primary', fontSize: 15 }}
    >
      <Typography id="thanks-recap-title" component="h2" variant="h4" sx={{ mb: 1 }}>
        {intl.formatMessage(t.recapTitle)}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {recap.lines.map((line, i) => (
          <Box
            component="li"
            key={i}
            data-testid="thanks-recap-line"
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              py: 0.75,
              borderTop: `1px solid ${brand.line}`,
            }}
          >
            <span>
              {pick(line.name, locale)}
              {pick(line.choice, locale) ? (
                <Box
                  component="span"
                  sx={{ color: 'text.secondary' }}
                >{` · ${pick(line.choice, locale)}`}</Box>
              ) : null}{' '}
              × {line.count}
            </span>
            <Money value={line.sum} />
          </Box>
        ))}
        {recap.gifts.map((gift, i) => (
          <Box
            component="li"
            key={`gift-${i}`}
            data-testid="thanks-recap-gift"
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              py: 0.75,
              borderTop: `1px solid ${brand.line}`,
            }}
          >
            <span>
              <Box component="span" sx={{ fontWeight: 700, color: 'secondary.dark' }}>
                {intl.formatMessage(t.recapGift)}:
              </Box>{' '}
              {pick(gift, locale)}
            </span>
            <Box component="span" sx={{ color: 'success.main', fontWeight: 700 }}>
              {intl.formatMessage(t.recapFree)}
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={row} data-testid="thanks-recap-place">
        <Typography component="span" sx={label}>
          {intl.formatMessage(recap.delivery === 'pickup' ? t.recapPickup : t.recapDelivery)}
        </Typography>
        <span>{pick(recap.place, locale)}</span>
      </Box>
      <Box sx={row} data-testid="thanks-recap-when">
        <Typography component="span" sx={label}>
          {intl.formatMessage(t.recapWhen)}
        </Typography>
        <span>{when}</span>
      </Box>
      <Box sx={row} data-testid="thanks-recap-total" data-value={recap.total}>
        <Typography component="span" sx={label}>
          {intl.formatMessage(t.recapTotal)}
        </Typography>
        <span>
          <Box component="strong" sx={{ fontSize: 17 }}>
            <Money value={recap.total} />
          </Box>
          {recap.delivery === 'dostavka' && recap.deliveryPrice > 0 && (
            <Box
              component="span"
              sx={{ color: 'text.secondary' }}
            >{` (${intl.formatMessage(t.recapDeliveryPrice, { price: formatMoney(recap.deliveryPrice, locale) })})`}</Box>
          )}
        </span>
      </Box>
      <Box sx={row} data-testid="thanks-recap-payment" data-payment={payment}>
        <Typography component="span" sx={label}>
          {intl.formatMessage(t.recapPayment)}
        </Typography>
        <span>{intl.formatMessage(payment === 'card' ? t.recapCard : t.recapCash)}</span>
      </Box>
    </Box>
  );
}

/** `unavailable`: the backend has no orderStatus call (the shop's own, DECISIONS.md section 6). */
type Load =
  | { status: 'loading' }
  | { status: 'ready'; order: OrderState | null }
  | { status: 'failed'; problem: 'connection' | 'server' }
  | { status: 'unavailable' };
type Tone = 'success' | 'warning' | 'neutral';

function Mark({ tone }: { tone: Tone }) {
  const color = tone === 'success' ? brand.pistachio : tone === 'warning' ? brand.berry : brand.caramel;
  return (
    <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
      <circle cx="36" cy="36" r="35" fill={color} opacity="0.14" />
      {tone === 'success' && (
        <path
          d="M22 37l9.5 9.5L51 27"
          fill="none"
          stroke={color}
          strokeWidth="4.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
      {tone === 'warning' && (
        <path d="M36 21v20M36 50v.5" fill="none" stroke={color} strokeWidth="4.5" strokeLinecap="round" />
      )}
      {tone === 'neutral' && (
        <path
          d="M25 25l22 22M47 25L25 47"
          fill="none"
          stroke={color}
          strokeWidth="4.5"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

function Card({
  tone,
  title,
  state,
  children,
}: {
  tone: Tone;
  title: string;
  state: string;
  children: ReactNode;
}) {
  return (
    <Box
      data-testid="thanks"
      data-state={state}
      sx={{
        maxWidth: 640,
        mx: 'auto',
        textAlign: 'center',
        bgcolor: 'background.paper',
        border: `1px solid ${brand.line}`,
        borderRadius: '26px',
        px: { xs: 2.5, sm: 6 },
        py: { xs: 4, sm: 6 },
        boxShadow: '0 24px 60px -40px rgba(74,44,42,.45)',
      }}
    >
      <Mark tone={tone} />
      <Typography component="h1" variant="h2" sx={{ mt: 2, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, color: 'text.secondary', fontSize: 17, '& p': { m: 0 } }}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * /spasibo?order=N: what happened to the order (orderStatus): cash thanks, paid by card, the failed
 * payment with "pay in cash" (createOrder with replacesOrderId), or cancelled (with the refund note
 * for a card-paid order). Payment texts are the footer's payment terms (SPEC.md section 1).
 */
export function ThanksView() {
  const { api, session } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const orderId = parseOrderNumber(params.get('order'));
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [switching, setSwitching] = useState(false);
  const [switchError, setSwitchError] = useState<string | null>(null);
  // The backend has no createOrder for the switch: the phone number instead of the button.
  const [switchUnavailable, setSwitchUnavailable] = useState(false);
  const payment = paymentText.paragraphs[locale];
  const [retrying, setRetrying] = useState(false);
  // The recap the checkout kept for this tab, when it is this order's.
  const [recap] = useState(() => {
    const kept = session.getJson(SESSION_KEYS.orderRecap, RecapSchema);
    return kept && kept.orderId === orderId ? (kept as OrderRecap) : null;
  });
  const recapOf = (order: OrderState) =>
    recap ? <OrderRecapView recap={recap} payment={order.payment ?? recap.payment} /> : null;

  const read = useCallback(() => {
    if (orderId === null) return;
    fetchOrderStatus(api, orderId).then(
      (order) => setLoad({ status: 'ready', order }),
      (error: unknown) => {
        if (isMissingRoute(error)) {
          console.warn(
            'The backend has no orderStatus call: the page offers the phone number instead',
            error,
          );
          setLoad({ status: 'unavailable' });
          return;
        }
        console.error('The order status could not be read', error);
        setLoad({ status: 'failed', problem: problemOf(isApiError(error) ? error.kind : null) });
      },
    );
  }, [api, orderId]);
  useEffect(read, [read]);
  const reread = () => {
    setLoad({ status: 'loading' });
    read();
  };

  const retryCard = async () => {
    if (orderId === null || retrying || switching) return;
    setRetrying(true);
    setSwitchError(null);
    try {
      const answer = await replaceOrderPayment(api, orderId, 'card', locale);
      if (answer.ok && answer.paymentUrl) {
        window.location.assign(answer.paymentUrl);
        return;
      }
      setSwitchError((!answer.ok && answer.message) || intl.formatMessage(t.retryFailed));
    } catch (error) {
      console.error('The card payment could not be started again', error);
      setSwitchError(intl.formatMessage(t.retryFailed));
    }
    setRetrying(false);
  };

  const payInCash = async () => {
    if (orderId === null || switching) return;
    setSwitching(true);
    setSwitchError(null);
    try {
      const answer = await switchOrderToCash(api, orderId, locale);
      if (answer.ok) setLoad({ status: 'ready', order: { orderId, status: 'new', payment: 'cash' } });
      else setSwitchError(answer.message || intl.formatMessage(t.switchFailed));
    } catch (error) {
      if (isMissingRoute(error)) {
        console.warn(
          'The backend has no createOrder call to switch the payment: the page offers the phone number instead',
          error,
        );
        setSwitchUnavailable(true);
        return;
      }
      console.error('The order could not be switched to cash', error);
      setSwitchError(intl.formatMessage(t.switchFailed));
      toast(intl.formatMessage(t.switchFailed), { variant: 'error', autoHideDuration: TOAST_DEFAULT_MS });
    } finally {
      setSwitching(false);
    }
  };

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
      <Card tone="success" title={intl.formatMessage(t.thanks)} state="generic">
        <p>{intl.formatMessage(t.lead)}</p>
        {links}
      </Card>
    );
  }
  if (load.status === 'loading') {
    return (
      <Box
        role="status"
        sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', py: 10 }}
      >
        <CircularProgress size={28} />
        <Typography>{intl.formatMessage(t.loading)}</Typography>
      </Box>
    );
  }
  if (load.status === 'unavailable') {
    return (
      <Card tone="success" title={intl.formatMessage(t.thanks)} state="status-unavailable">
        {number(orderId)}
        <p>{intl.formatMessage(t.lead)}</p>
        <OrderByPhone reason="status" testId="thanks-status-unavailable" />
        {links}
      </Card>
    );
  }
  if (load.status === 'failed') {
    return (
      <Card tone="warning" title={intl.formatMessage(t.thanks)} state="error">
        {number(orderId)}
        <Alert
          severity="error"
          sx={{ textAlign: 'left', borderRadius: '14px' }}
          action={<Button onClick={reread}>{intl.formatMessage(t.refresh)}</Button>}
        >
          {load.problem === 'server'
            ? intl.formatMessage(t.loadFailedServer, { phone: contacts.deliveryPhone })
            : intl.formatMessage(t.loadFailed)}
        </Alert>
      </Card>
    );
  }
  const order = load.order;
  if (!order) {
    return (
      <Card tone="neutral" title={intl.formatMessage(t.unknownTitle)} state="unknown">
        {number(orderId)}
        <p>{intl.formatMessage(t.unknown)}</p>
        <p>{intl.formatMessage(t.call, { phone: contacts.deliveryPhone })}</p>
        {links}
      </Card>
    );
  }
  switch (order.status) {
    case 'paid':
      return (
        <Card tone="success" title={intl.formatMessage(t.thanks)} state="paid">
          {number(order.orderId)}
          <p data-testid="thanks-paid">{intl.formatMessage(t.paid)}</p>
          <p>{intl.formatMessage(t.lead)}</p>
          {recapOf(order)}
          {links}
        </Card>
      );
    case 'payment_failed':
      return (
        <Card tone="warning" title={intl.formatMessage(t.failedTitle)} state="payment_failed">
          {number(order.orderId)}
          <p data-testid="thanks-failed-text">{intl.formatMessage(t.failedText)}</p>
          {switchError && (
            <Alert severity="error" role="alert" sx={{ textAlign: 'left', borderRadius: '14px' }}>
              {switchError}
            </Alert>
          )}
          {switchUnavailable ? (
            <OrderByPhone reason="switchToCash" testId="thanks-switch-unavailable" />
          ) : (
            <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', mt: 1 }}>
              <Button
                variant="contained"
                size="large"
                data-testid="thanks-retry-card"
                disabled={switching || retrying}
                onClick={() => void retryCard()}
                startIcon={retrying ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
                sx={{ py: 1.5 }}
              >
                {intl.formatMessage(retrying ? t.retrying : t.retryCard)}
              </Button>
              <Button
                variant="outlined"
                size="large"
                data-testid="thanks-pay-cash"
                disabled={switching || retrying}
                onClick={() => void payInCash()}
                startIcon={switching ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
                sx={{ py: 1.5 }}
              >
                {intl.formatMessage(switching ? t.switching : t.payCash)}
              </Button>
            </Box>
          )}
          {recapOf(order)}
          <p>{intl.formatMessage(t.call, { phone: contacts.deliveryPhone })}</p>
        </Card>
      );
    case 'cancelled': {
      // The refund note when the card payment went through (or, if the server does not say, for any card order).
      const refund = order.payment === 'card' && order.paid !== false;
      return (
        <Card tone="neutral" title={intl.formatMessage(t.cancelledTitle)} state="cancelled">
          {number(order.orderId)}
          {refund && <p data-testid="thanks-refund">{payment[3]}</p>}
          <p>{intl.formatMessage(t.cancelled)}</p>
          <p>{intl.formatMessage(t.call, { phone: contacts.deliveryPhone })}</p>
          {links}
        </Card>
      );
    }
    default:
      return (
        <Card
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
              action={<Button onClick={reread}>{intl.formatMessage(t.refresh)}</Button>}
            >
              {intl.formatMessage(t.awaiting)}
            </Alert>
          ) : (
            <p data-testid="thanks-cash">{intl.formatMessage(t.cash)}</p>
          )}
          {recapOf(order)}
          {links}
        </Card>
      );
  }
}
