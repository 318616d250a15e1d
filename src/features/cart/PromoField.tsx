import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Box, Button, IconButton, TextField, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { CloseIcon } from '@/components/icons';
import { useLocale } from '@/components/useLocale';
import { SMALL_ORDER_PROMO_GIFT_LIMIT } from '@/domain/constants';
import { formatMoney } from '@/domain/money';
import { isPromoCheckable, samePromoCode } from '@/domain/promo';
import { useStores } from '@/stores/context';
import { m } from './messages';

const promoInputSx = { '& .MuiInputBase-input': { animationName: 'none' } } as const;

/** The promo code: typed, trimmed, checked when longer than 4 characters; the applied code can be removed. */
export const PromoField = observer(function PromoField() {
  const { promo, presents, cart } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  const [code, setCode] = useState('');
  const applied = promo.applied;

  if (applied) {
    const effect =
      applied.type === 'persent'
        ? intl.formatMessage(m.promoPercent, { percent: applied.value })
        : applied.type === 'sum'
          ? intl.formatMessage(m.promoSum, { sum: formatMoney(applied.value, locale) })
          : intl.formatMessage(m.promoGift, {
              name:
                locale === 'en'
                  ? applied.value.longtitle || applied.value.pagetitle
                  : applied.value.pagetitle,
            });
    const smallOrder =
      applied.type === 'present' &&
      promo.smallOrderGiftPromos.some((c) => samePromoCode(c, applied.promo)) &&
      cart.totals.goodsTotal < SMALL_ORDER_PROMO_GIFT_LIMIT;
    return (
      <Box data-testid="promo-applied">
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            pl: 1.75,
            pr: 0.5,
            py: 0.5,
            borderRadius: 999,
            bgcolor: 'tint.oat',
            border: '1px solid',
            borderColor: 'secondary.light',
          }}
        >
          <Typography sx={{ flex: 1, fontSize: 14 }}>
            <Box component="span" sx={{ fontWeight: 800 }}>
              {intl.formatMessage(m.promoApplied, { promo: applied.promo })}
            </Box>
            {' · '}
            {effect}
          </Typography>
          <IconButton
            size="small"
            onClick={promo.clear}
            data-testid="promo-clear"
            aria-label={intl.formatMessage(m.promoClear, { promo: applied.promo })}
          >
            <CloseIcon />
          </IconButton>
        </Box>
        {smallOrder && !presents.stopPresents && (
          <Alert
            severity="warning"
            data-testid="promo-small-order"
            sx={{ mt: 1, borderRadius: 3, py: 0.25, fontSize: 13.5 }}
          >
            {intl.formatMessage(m.promoSmallOrder, {
              promo: applied.promo,
              min: formatMoney(SMALL_ORDER_PROMO_GIFT_LIMIT, locale),
              missing: formatMoney(SMALL_ORDER_PROMO_GIFT_LIMIT - cart.totals.goodsTotal, locale),
            })}
          </Alert>
        )}
      </Box>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isPromoCheckable(code)) void promo.apply(code);
  };
  const error = promo.status === 'invalid' ? m.promoInvalid : promo.status === 'error' ? m.promoFailed : null;
  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          fullWidth
          label={intl.formatMessage(m.promoLabel)}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            promo.resetStatus();
          }}
          error={Boolean(error) || promo.status === 'used'}
          helperText={!error && promo.status !== 'used' ? intl.formatMessage(m.promoHint) : ' '}
          // MUI detects a browser's autofill by a short animation on the input, played each time the field is
          // shown (every opening of the cart: its start and end events a task of their own). The field is
          // autoComplete="off": nothing fills it.
          sx={promoInputSx}
          slotProps={{
            htmlInput: {
              'data-testid': 'promo-input',
              autoCapitalize: 'characters',
              autoComplete: 'off',
              spellCheck: false,
              'aria-describedby': 'promo-message',
            },
          }}
        />
        <Button
          type="submit"
          variant="outlined"
          data-testid="promo-apply"
          disabled={!isPromoCheckable(code) || promo.status === 'checking'}
          sx={{ flexShrink: 0, height: 40 }}
        >
          {intl.formatMessage(m.promoApply)}
        </Button>
      </Box>
      <Box id="promo-message" role="status" aria-live="polite" sx={{ mt: -2.25, minHeight: 0 }}>
        {error && (
          <Typography data-testid="promo-error" sx={{ fontSize: 13, color: 'error.main', mt: 0.5 }}>
            {intl.formatMessage(error)}
          </Typography>
        )}
        {promo.status === 'used' && (
          <Typography data-testid="promo-used" sx={{ fontSize: 13, color: 'error.main', mt: 0.5 }}>
            {intl.formatMessage(m.promoUsed)}
          </Typography>
        )}
      </Box>
    </Box>
  );
});
