import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { formatMoney } from '@/domain/money';
import { returnUrl } from './bankPage';

const texts = {
  ru: {
    title: 'Оплата заказа',
    bank: 'Тестовый банк',
    notice: 'Это страница банка в офлайн-режиме: деньги не списываются. Выберите, чем закончится оплата.',
    shop: 'Магазин',
    shopName: 'Корица и Сливки',
    order: 'Заказ',
    amount: 'К оплате',
    card: 'Карта',
    pay: 'Оплатить',
    fail: 'Отказ банка',
    loading: 'Загружаем заказ…',
    unknown: 'Заказ не найден или уже оплачен.',
    back: 'Вернуться в магазин',
    failed: 'Банк не ответил. Попробуйте ещё раз.',
  },
  en: {
    title: 'Order payment',
    bank: 'Test bank',
    notice: 'This is the bank page of the offline mode: no money is taken. Choose how the payment ends.',
    shop: 'Shop',
    shopName: 'Cinnamon & Cream',
    order: 'Order',
    amount: 'Amount',
    card: 'Card',
    pay: 'Pay',
    fail: 'Bank declines',
    loading: 'Loading the order…',
    unknown: 'The order was not found or is already paid.',
    back: 'Back to the shop',
    failed: 'The bank did not answer. Try again.',
  },
} as const;

type Order = { status: string; payment?: string; total?: number };

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * The mock bank's payment page (offline and demo modes only): the order and its amount, "Pay" and
 * "Fail"; either reports to /api/mock/bank.php and returns to the shop's /spasibo?order=N.
 */
export function BankPage({
  orderId,
  lang,
  anyFolder,
}: {
  orderId: number;
  lang: 'ru' | 'en';
  anyFolder: boolean;
}) {
  const t = texts[lang];
  const [order, setOrder] = useState<Order | null | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  const back = returnUrl(orderId, lang, anyFolder, window.location.pathname);

  useEffect(() => {
    document.title = `${t.title} · ${t.bank}`;
    document.documentElement.lang = lang;
    post('/api/main_pages/orderStatus.php', { orderId, lang }).then(
      (answer) => setOrder(answer.code === 1 ? (answer as Order) : null),
      () => setOrder(null),
    );
  }, [orderId, lang, t]);

  const finish = async (result: 'paid' | 'failed') => {
    setBusy(true);
    setError(false);
    try {
      await post('/api/mock/bank.php', { orderId, result });
      window.location.assign(back);
    } catch {
      setError(true);
      setBusy(false);
    }
  };

  const payable = order !== 'loading' && order !== null && order.payment === 'card' && order.status === 'new';
  return (
    <Box
      sx={{
        minHeight: '100vh',
        bgcolor: '#EEF1F5',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        fontFamily: 'Manrope, "Segoe UI", Roboto, Arial, sans-serif',
      }}
    >
      <Box
        component="main"
        data-testid="mock-bank"
        data-order-id={orderId}
        sx={{
          width: '100%',
          maxWidth: 440,
          bgcolor: '#fff',
          borderRadius: '20px',
          boxShadow: '0 24px 60px -30px rgba(20,30,60,.35)',
          overflow: 'hidden',
        }}
      >
        <Box
          sx={{
            bgcolor: '#1F2A44',
            color: '#fff',
            px: 3,
            py: 2,
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
          }}
        >
          <svg width="30" height="22" viewBox="0 0 30 22" aria-hidden="true">
            <rect x="1" y="1" width="28" height="20" rx="4" fill="none" stroke="#fff" strokeWidth="1.6" />
            <rect x="1" y="6" width="28" height="3.5" fill="#fff" />
          </svg>
          <Typography sx={{ fontWeight: 800, letterSpacing: 0.4 }}>{t.bank}</Typography>
          <Box
            component="span"
            sx={{
              ml: 'auto',
              fontSize: 12,
              border: '1px solid rgba(255,255,255,.5)',
              borderRadius: 999,
              px: 1,
            }}
          >
            3-D Secure
          </Box>
        </Box>
        <Stack sx={{ p: 3, gap: 2 }}>
          <Typography component="h1" sx={{ fontSize: 24, fontWeight: 800, color: '#1F2A44' }}>
            {t.title}
          </Typography>
          <Alert severity="info" sx={{ borderRadius: '12px' }}>
            {t.notice}
          </Alert>
          {order === 'loading' ? (
            <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <CircularProgress size={20} /> {t.loading}
            </Box>
          ) : (
            <>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  rowGap: 1,
                  columnGap: 2,
                  '& dt': { color: '#5A6478' },
                  '& dd': { m: 0, textAlign: 'right', fontWeight: 700 },
                }}
              >
                <dt>{t.shop}</dt>
                <dd>{t.shopName}</dd>
                <dt>{t.order}</dt>
                <dd data-testid="mock-bank-order">№{orderId}</dd>
                <dt>{t.card}</dt>
                <dd>•••• 4242</dd>
              </Box>
              <Divider />
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
                <Typography sx={{ color: '#5A6478' }}>{t.amount}</Typography>
                <Typography
                  data-testid="mock-bank-amount"
                  sx={{ fontSize: 28, fontWeight: 800, color: '#1F2A44' }}
                >
                  {order?.total !== undefined ? formatMoney(order.total, lang) : '—'}
                </Typography>
              </Box>
              {!payable && <Alert severity="warning">{t.unknown}</Alert>}
              {error && (
                <Alert severity="error" role="alert">
                  {t.failed}
                </Alert>
              )}
              {payable ? (
                <Stack sx={{ gap: 1 }}>
                  <Button
                    data-testid="mock-bank-pay"
                    variant="contained"
                    size="large"
                    disabled={busy}
                    onClick={() => void finish('paid')}
                    sx={{ py: 1.5, bgcolor: '#1F6F4A', '&:hover': { bgcolor: '#185A3C' } }}
                  >
                    {t.pay} {order?.total !== undefined ? formatMoney(order.total, lang) : ''}
                  </Button>
                  <Button
                    data-testid="mock-bank-fail"
                    variant="outlined"
                    size="large"
                    color="error"
                    disabled={busy}
                    onClick={() => void finish('failed')}
                  >
                    {t.fail}
                  </Button>
                </Stack>
              ) : (
                <Button href={back} variant="outlined" sx={{ borderColor: 'divider' }}>
                  {t.back}
                </Button>
              )}
            </>
          )}
        </Stack>
      </Box>
    </Box>
  );
}
