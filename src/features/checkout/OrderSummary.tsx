import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Button, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { assetUrl } from '@/components/LazyImage';
import { Money } from '@/components/Money';
import { DeliveryAndTotal, TotalsRow } from '@/components/order/Totals';
import { useLocale } from '@/components/useLocale';
import { lineChoiceName, lineKey, lineName } from '@/domain/cartLine';
import { presentName } from '@/domain/gifts';
import { pick } from '@/domain/types';
import { useStores } from '@/stores/context';
import { cocoaShadow, palette } from '@/theme/theme';
import { m } from './messages';

/** A line of the summary, a product or a gift: its picture, its name, its price. */
const rowSx = {
  display: 'grid',
  gridTemplateColumns: '48px 1fr auto',
  gap: 1.5,
  alignItems: 'center',
  py: 1,
  borderBottom: `1px solid ${palette.divider}`,
} as const;
const thumbSx = { borderRadius: '12px', objectFit: 'cover' } as const;

/** The order as it will be placed: lines, gift, promo, discounts, delivery and the total (the cart's own `totals`). */
export const OrderSummary = observer(function OrderSummary({ children }: { children?: ReactNode }) {
  const { cart, presents, promo } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  const t = cart.totals;
  const pickup = cart.typeDelivery === 'pickup';
  const applied = promo.applied;
  return (
    <Box
      data-testid="checkout-summary"
      data-status={cart.status}
      aria-busy={cart.status === 'loading'}
      sx={{
        bgcolor: 'background.paper',
        border: `1px solid ${palette.divider}`,
        borderRadius: '22px',
        p: { xs: 2, sm: 3 },
        boxShadow: cocoaShadow('0 18px 40px -28px', 0.35),
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 1.5 }}>
        <Typography component="h2" variant="h4">
          {intl.formatMessage(m.summaryTitle)}
        </Typography>
        <Button size="small" onClick={cart.open} data-testid="checkout-edit-cart" sx={{ px: 1.5 }}>
          {intl.formatMessage(m.editCart)}
        </Button>
      </Box>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>
        {intl.formatMessage(m.lines, { count: cart.lines.length })}
      </Typography>
      <Box
        component="ul"
        aria-label={intl.formatMessage(m.summaryTitle)}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {cart.lines.map((line) => {
          const choice = lineChoiceName(line, locale);
          return (
            <Box
              component="li"
              key={lineKey(line)}
              data-testid="checkout-line"
              data-product-id={line.id}
              sx={rowSx}
            >
              <Box
                component="img"
                src={assetUrl(line.img)}
                alt=""
                width={48}
                height={48}
                sx={{ ...thumbSx, bgcolor: palette.background.default }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, fontSize: 14.5, lineHeight: 1.3 }}>
                  {lineName(line, locale)}
                </Typography>
                <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                  {choice ? `${choice} · ` : ''}
                  {line.count} × <Money value={line.price} />
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 700, fontSize: 14.5 }}>
                <Money value={line.price * line.count} />
              </Typography>
            </Box>
          );
        })}
        {presents.presents.map((present) => (
          <Box
            component="li"
            key={`gift-${present.id}`}
            data-testid="checkout-gift"
            data-present-id={present.id}
            sx={rowSx}
          >
            <Box
              component="img"
              src={assetUrl(present.img)}
              alt=""
              width={48}
              height={48}
              sx={{ ...thumbSx, bgcolor: 'tint.oat' }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography
                sx={{
                  fontSize: 11.5,
                  fontWeight: 700,
                  color: 'secondary.dark',
                  textTransform: 'uppercase',
                  letterSpacing: 0.6,
                }}
              >
                {intl.formatMessage(m.gift)}
              </Typography>
              <Typography sx={{ fontWeight: 600, fontSize: 14.5, lineHeight: 1.3 }}>
                {presentName(present, locale)}
              </Typography>
            </Box>
            <Typography sx={{ fontSize: 13, color: 'success.main', fontWeight: 700 }}>
              {intl.formatMessage(m.free)}
            </Typography>
          </Box>
        ))}
      </Box>
      {applied && (
        <Typography
          data-testid="checkout-promo"
          sx={{ mt: 1.5, fontSize: 14, fontWeight: 600, color: 'secondary.dark' }}
        >
          {intl.formatMessage(m.promo, { promo: applied.promo })}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 0.75, mt: 2 }}>
        <TotalsRow size="page" label={intl.formatMessage(m.sum)} testId="checkout-sum" value={t.sum}>
          <Money value={t.sum} />
        </TotalsRow>
        {t.promoPercentDiscount + t.promoSumDiscount > 0 && (
          <TotalsRow
            size="page"
            label={intl.formatMessage(m.promoDiscount)}
            testId="checkout-promo-discount"
            value={t.promoPercentDiscount + t.promoSumDiscount}
          >
            <Money value={-(t.promoPercentDiscount + t.promoSumDiscount)} />
          </TotalsRow>
        )}
        {t.pickupDiscount > 0 && (
          <TotalsRow
            size="page"
            label={intl.formatMessage(m.pickupDiscount)}
            testId="checkout-pickup-discount"
            value={t.pickupDiscount}
          >
            <Money value={-t.pickupDiscount} />
          </TotalsRow>
        )}
        <DeliveryAndTotal
          testIds={{ delivery: 'checkout-delivery-price', total: 'checkout-total' }}
          size="page"
          between={
            !pickup &&
            cart.deliveryZone && (
              <Typography
                data-testid="checkout-delivery-zone"
                sx={{ fontSize: 13, color: 'text.secondary', mt: -0.5 }}
              >
                {intl.formatMessage(m.deliveryZone, { zone: pick(cart.deliveryZone.name, locale) })}
              </Typography>
            )
          }
        />
      </Box>
      {children}
    </Box>
  );
});
