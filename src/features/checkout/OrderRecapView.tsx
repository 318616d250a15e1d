import { Box, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { Money } from '@/components/Money';
import { useLocale } from '@/components/useLocale';
import { parseIsoDate } from '@/domain/content';
import { formatMoney } from '@/domain/money';
import type { OrderRecap } from '@/domain/order';
import { pick } from '@/domain/types';
import { palette } from '@/theme/theme';
import { t } from './messages';

/** The order just placed, as the checkout kept it for this tab: items, gift, where, when, amount, payment. */
export function OrderRecapView({ recap, payment }: { recap: OrderRecap; payment: 'card' | 'cash' }) {
  const intl = useIntl();
  const locale = useLocale();
  const day = parseIsoDate(recap.date);
  const when = `${day ? intl.formatDate(day, { weekday: 'short', day: 'numeric', month: 'long' }) : recap.date}, ${recap.time}`;
  const row = {
    display: 'grid',
    gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' },
    gap: { xs: 0.25, sm: 2 },
    py: 1,
    borderTop: `1px solid ${palette.divider}`,
  } as const;
  const label = { fontSize: 14, color: 'text.secondary' } as const;
  const item = {
    display: 'flex',
    justifyContent: 'space-between',
    gap: 2,
    py: 0.75,
    borderTop: `1px solid ${palette.divider}`,
  } as const;
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
          <Box component="li" key={i} data-testid="thanks-recap-line" sx={item}>
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
          <Box component="li" key={`gift-${i}`} data-testid="thanks-recap-gift" sx={item}>
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
