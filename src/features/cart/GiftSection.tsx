import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Box, Button, IconButton, LinearProgress, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { OutlineIcon } from '@/components/icons';
import { assetUrl } from '@/components/LazyImage';
import { useLocale } from '@/components/useLocale';
import { presentName, type Present, giftNameInText } from '@/domain/gifts';
import { formatMoney } from '@/domain/money';
import { useStores } from '@/stores/context';
import { m } from './messages';

function GiftIcon({ size = 20 }: { size?: number }) {
  return (
    <OutlineIcon size={size}>
      <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1.2C7 7 9 7 12 7zm0 0c1.5-3 5-3.5 5-1.2C17 7 15 7 12 7z" />
    </OutlineIcon>
  );
}

/** The swap icon of the promo gift (SPEC.md section 9: from a total of 3200). */
function SwapIcon() {
  return (
    <OutlineIcon size={20}>
      <path d="M4 8h13l-3-3M20 16H7l3 3" />
    </OutlineIcon>
  );
}

function GiftRow({ present, label, action }: { present: Present; label: string; action?: ReactNode }) {
  const locale = useLocale();
  const intl = useIntl();
  return (
    <Box
      data-testid="gift-selected"
      data-present-id={present.id}
      sx={{
        display: 'grid',
        gridTemplateColumns: '56px 1fr auto',
        gap: 1.5,
        alignItems: 'center',
        p: 1.5,
        borderRadius: 3,
        bgcolor: '#F6EADB',
        border: '1px dashed',
        borderColor: 'secondary.light',
      }}
    >
      <Box
        component="img"
        src={assetUrl(present.img)}
        alt=""
        width={56}
        height={56}
        sx={{ borderRadius: 2, bgcolor: '#fff', objectFit: 'cover' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          sx={{
            fontSize: 12,
            fontWeight: 700,
            color: 'secondary.dark',
            textTransform: 'uppercase',
            letterSpacing: 0.6,
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
          }}
        >
          <GiftIcon size={14} /> {label}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: 15, lineHeight: 1.3 }}>
          {presentName(present, locale)}
        </Typography>
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
          {intl.formatMessage(m.giftFree)}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}

/** The gift part of the basket: the gift in the order (with its change button), the reminder, or why there is none. */
export const GiftSection = observer(function GiftSection() {
  const { cart, presents, promo, ui } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  if (cart.isEmpty) return null;
  const applied = promo.applied;
  const promoPresent = presents.promoPresent;
  const gift = presents.presents[0];
  const reminder = presents.reminder;

  if (cart.cartType === 'tnz') {
    return (
      <Alert severity="info" data-testid="cart-tnz-notice" sx={{ borderRadius: 3 }}>
        {intl.formatMessage(m.tnzNotice)}
      </Alert>
    );
  }
  if (presents.stopPresents) {
    return (
      <Alert severity="info" data-testid="cart-gifts-stopped" sx={{ borderRadius: 3 }}>
        {intl.formatMessage(m.stopNotice)}
      </Alert>
    );
  }

  const changeButton = presents.showChoice ? (
    promoPresent ? (
      <IconButton
        data-testid="gift-change"
        onClick={ui.showGifts}
        aria-label={intl.formatMessage(m.giftChangePromo)}
        sx={{ color: 'secondary.dark', bgcolor: '#fff' }}
      >
        <SwapIcon />
      </IconButton>
    ) : (
      <Button
        data-testid="gift-change"
        size="small"
        variant="outlined"
        color="secondary"
        onClick={ui.showGifts}
      >
        {intl.formatMessage(m.giftChange)}
      </Button>
    )
  ) : undefined;

  if (gift) {
    const fromPromo = promoPresent !== null && gift.id === promoPresent.id && applied;
    const label = fromPromo
      ? intl.formatMessage(m.promoGiftLabel, { promo: applied.promo })
      : intl.formatMessage(m.giftLabel);
    return <GiftRow present={gift} label={label} action={changeButton} />;
  }
  if (presents.showChoice) {
    return (
      <Box
        data-testid="gift-declined"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          p: 1.5,
          borderRadius: 3,
          border: '1px dashed',
          borderColor: 'divider',
        }}
      >
        <Typography
          sx={{ fontSize: 14, color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <GiftIcon /> {intl.formatMessage(m.giftDeclined)}
        </Typography>
        <Button
          data-testid="gift-change"
          size="small"
          variant="outlined"
          color="secondary"
          onClick={ui.showGifts}
        >
          {intl.formatMessage(m.giftChoose)}
        </Button>
      </Box>
    );
  }
  if (reminder) {
    const progress = Math.max(
      0,
      Math.min(100, ((reminder.tier.min - reminder.missing) / reminder.tier.min) * 100),
    );
    return (
      <Box data-testid="gift-reminder" sx={{ p: 1.5, borderRadius: 3, bgcolor: '#F6EADB' }}>
        <Typography
          sx={{ fontSize: 14, fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}
        >
          <GiftIcon />{' '}
          {intl.formatMessage(m.reminder, {
            missing: formatMoney(reminder.missing, locale),
            name: giftNameInText(reminder.tier.namePresent, locale),
          })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={progress}
          color="secondary"
          sx={{ height: 6, borderRadius: 3, bgcolor: '#fff' }}
          aria-hidden
        />
      </Box>
    );
  }
  if (cart.typeDelivery === 'pickup' && presents.tiers.some((t) => cart.totals.goodsTotal >= t.minToats)) {
    return (
      <Typography data-testid="cart-gifts-pickup" sx={{ fontSize: 13, color: 'text.secondary' }}>
        {intl.formatMessage(m.pickupNoGift)}
      </Typography>
    );
  }
  return null;
});
