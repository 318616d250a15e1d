import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { OutlineIcon } from '@/components/icons';
import { assetUrl } from '@/components/LazyImage';
import { Notice } from '@/components/Notice';
import { IconBtn, PillButton } from '@/components/plain';
import { useLocale } from '@/components/useLocale';
import { presentName, type Present, giftNameInText } from '@/domain/gifts';
import { formatMoney } from '@/domain/money';
import { useStores } from '@/stores/context';
import { GiftChoice } from './giftChoice';
import { m } from './messages';
import './gifts.css';

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

function GiftRow({ present, label }: { present: Present; label: string }) {
  const locale = useLocale();
  const intl = useIntl();
  return (
    <div data-testid="gift-selected" data-present-id={present.id} className="cart-gift cart-gift-row">
      <img src={assetUrl(present.img)} alt="" width={56} height={56} className="cart-gift-image" />
      <div className="cart-gift-text">
        <p className="cart-gift-label">
          <GiftIcon size={14} /> {label}
        </p>
        <p className="cart-gift-name">{presentName(present, locale)}</p>
        <p className="cart-note">{intl.formatMessage(m.giftFree)}</p>
      </div>
      <GiftChangeButton />
    </div>
  );
}

/**
 * The button that opens the gift choice (an icon to swap a promo gift; with no gift, "choose"). As it shows, the
 * choice's code starts loading, so the choice opens at once.
 */
const GiftChangeButton = observer(function GiftChangeButton({ choose = false }: { choose?: boolean }) {
  const { presents, ui } = useStores();
  const intl = useIntl();
  const shown = presents.showChoice;
  useEffect(() => {
    if (shown) void GiftChoice.preload();
  }, [shown]);
  if (!shown) return null;
  if (presents.promoPresent && !choose) {
    return (
      <IconBtn
        data-testid="gift-change"
        className="cart-gift-swap"
        onClick={ui.showGifts}
        aria-label={intl.formatMessage(m.giftChangePromo)}
      >
        <SwapIcon />
      </IconBtn>
    );
  }
  return (
    <PillButton
      data-testid="gift-change"
      variant="outlined"
      className="cart-gift-change"
      onClick={ui.showGifts}
    >
      {intl.formatMessage(choose ? m.giftChoose : m.giftChange)}
    </PillButton>
  );
});

/**
 * The gift part of the basket: the gift in the order (with its change button), the reminder, or why there is none.
 * Plain elements (gifts.css): it re-renders on every add and stepper click.
 */
export const GiftSection = observer(function GiftSection() {
  const { cart, presents, promo } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  if (cart.isEmpty) return null;
  const applied = promo.applied;
  const promoPresent = presents.promoPresent;
  const gift = presents.presents[0];
  const reminder = presents.reminder;

  if (cart.cartType === 'tnz') {
    return (
      <Notice severity="info" data-testid="cart-tnz-notice">
        {intl.formatMessage(m.tnzNotice)}
      </Notice>
    );
  }
  if (presents.stopPresents) {
    return (
      <Notice severity="info" data-testid="cart-gifts-stopped">
        {intl.formatMessage(m.stopNotice)}
      </Notice>
    );
  }
  if (gift) {
    const fromPromo = promoPresent !== null && gift.id === promoPresent.id && applied;
    const label = fromPromo
      ? intl.formatMessage(m.promoGiftLabel, { promo: applied.promo })
      : intl.formatMessage(m.giftLabel);
    return <GiftRow present={gift} label={label} />;
  }
  if (presents.showChoice) {
    return (
      <div data-testid="gift-declined" className="cart-gift cart-gift-declined">
        <p className="cart-gift-declined-text">
          <GiftIcon /> {intl.formatMessage(m.giftDeclined)}
        </p>
        <GiftChangeButton choose />
      </div>
    );
  }
  if (reminder) {
    const progress = Math.max(
      0,
      Math.min(100, ((reminder.tier.min - reminder.missing) / reminder.tier.min) * 100),
    );
    return (
      <div data-testid="gift-reminder" className="cart-gift cart-gift-reminder">
        <p className="cart-gift-reminder-text">
          <GiftIcon />{' '}
          {intl.formatMessage(m.reminder, {
            missing: formatMoney(reminder.missing, locale),
            name: giftNameInText(reminder.tier.namePresent, locale),
          })}
        </p>
        <div className="cart-gift-progress" aria-hidden>
          <div className="cart-gift-progress-bar" style={{ transform: `translateX(${progress - 100}%)` }} />
        </div>
      </div>
    );
  }
  if (cart.typeDelivery === 'pickup' && presents.tiers.some((t) => cart.totals.goodsTotal >= t.minToats)) {
    return (
      <p data-testid="cart-gifts-pickup" className="cart-note">
        {intl.formatMessage(m.pickupNoGift)}
      </p>
    );
  }
  return null;
});
