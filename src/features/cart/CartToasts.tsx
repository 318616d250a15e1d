import { useEffect, useState, type CSSProperties } from 'react';
import { reaction } from 'mobx';
import { useIntl, type IntlShape } from 'react-intl';
import { assetUrl } from '@/components/LazyImage';
import { closeToast, mountToaster, toast } from '@/components/toast';
import { useLocale } from '@/components/useLocale';
import { lineName } from '@/domain/cartLine';
import {
  SMALL_ORDER_PROMO_GIFT_LIMIT,
  TOAST_ADDED_TO_CART_MS,
  TOAST_DEFAULT_MS,
  TOAST_SHORT_MS,
} from '@/domain/constants';
import { formatMoney } from '@/domain/money';
import type { Locale } from '@/domain/types';
import type { CartNotice } from '@/stores/CartStore';
import { giftNameInText } from '@/domain/gifts';
import { useStores } from '@/stores/context';
import { m } from './messages';

const TOP_RIGHT = { vertical: 'top', horizontal: 'right' } as const;

/** The body face as MUI's Typography set it (the toast's own weight is notistack's 600). */
const text: CSSProperties = {
  margin: 0,
  fontFamily: 'var(--font-body)',
  fontWeight: 400,
  fontSize: 13,
  lineHeight: 1.6,
};

/**
 * The added-to-cart toast's styles: the values MUI's Box and Typography gave it, as style attributes (no style
 * sheet of its own: each lazy chunk's style sheet is one more name in the first JavaScript's preload lists).
 */
const styles: Record<string, CSSProperties> = {
  added: {
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    maxWidth: 320,
    padding: 0,
    border: 0,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
  },
  image: { flexShrink: 0, borderRadius: 12, objectFit: 'cover', backgroundColor: '#efe5d8' },
  lead: { ...text, opacity: 0.85 },
  name: { ...text, fontWeight: 700, fontSize: 15, lineHeight: 1.3 },
  action: { ...text, textDecoration: 'underline', textUnderlineOffset: 3, opacity: 0.9 },
};

/** The "added to cart" toast: a button that opens the cart (plain elements). */
function AddedToast({
  notice,
  locale,
  intl,
  onOpen,
}: {
  notice: Extract<CartNotice, { kind: 'added' }>;
  locale: Locale;
  intl: IntlShape;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="cart-added-toast"
      title={intl.formatMessage(m.toastOpenCart)}
      style={styles.added}
    >
      <img src={assetUrl(notice.line.img)} alt="" width={48} height={48} style={styles.image} />
      <div>
        <p style={styles.lead}>{intl.formatMessage(m.toastAdded)}</p>
        <p style={styles.name}>{lineName(notice.line, locale)}</p>
        <p style={styles.action}>{intl.formatMessage(m.toastOpenCart)}</p>
      </div>
    </button>
  );
}

/**
 * Turns the cart's notices into toasts: "added to cart" for 1500 ms top-right with the image and
 * name, the gift reminder, lines the server refresh removed, a dropped small-order promo gift.
 * An "added" toast goes when the cart opens (through it or the header's button): its one action is done, and on a
 * phone it lies over the panel's first line, so a quick tap on that line's stepper would land on the toast.
 */
export default function CartToasts() {
  const { cart, ui } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  // The keys of the "added" toasts shown since the cart was last opened. Kept across the effect's runs: the rest of
  // the messages arriving (the first toast loads them) gives a new `intl` and runs it again.
  const [added] = useState(() => new Set<string>());
  // Mounted once the page is idle: the toast host loads and mounts now, not with the first toast.
  useEffect(mountToaster, []);
  useEffect(() => {
    const closeAdded = reaction(
      () => ui.cartOpen,
      (open) => {
        if (!open) return;
        for (const key of added) closeToast(key);
        added.clear();
      },
    );
    const showNotices = reaction(
      () => cart.notices.length,
      (length) => {
        if (!length) return;
        for (const notice of cart.takeNotices()) {
          const key = `cart-${notice.kind}-${notice.id}`;
          if (notice.kind === 'added') {
            added.add(key);
            toast(<AddedToast notice={notice} locale={locale} intl={intl} onOpen={() => cart.open()} />, {
              key,
              variant: 'default',
              anchorOrigin: TOP_RIGHT,
              autoHideDuration: TOAST_ADDED_TO_CART_MS,
            });
          } else if (notice.kind === 'reminder') {
            const message = intl.formatMessage(m.toastReminder, {
              missing: formatMoney(notice.missing, locale),
              name: giftNameInText(notice.namePresent, locale),
            });
            toast(<span data-testid="gift-reminder-toast">{message}</span>, {
              key,
              variant: 'info',
              anchorOrigin: TOP_RIGHT,
              autoHideDuration: TOAST_SHORT_MS,
            });
          } else if (notice.kind === 'removed') {
            const names = notice.lines.map((l) => lineName(l, locale)).join(', ');
            const message = intl.formatMessage(
              notice.reason === 'tnz' ? m.toastRemovedTnz : m.toastRemovedMissing,
              { names },
            );
            toast(<span data-testid="cart-removed-toast">{message}</span>, {
              key,
              variant: 'warning',
              anchorOrigin: TOP_RIGHT,
              autoHideDuration: TOAST_DEFAULT_MS,
            });
          } else {
            const message = intl.formatMessage(m.toastPromoDropped, {
              promo: notice.promo,
              min: formatMoney(SMALL_ORDER_PROMO_GIFT_LIMIT, locale),
            });
            toast(<span data-testid="promo-dropped-toast">{message}</span>, {
              key,
              variant: 'warning',
              anchorOrigin: TOP_RIGHT,
              autoHideDuration: TOAST_DEFAULT_MS,
            });
          }
        }
      },
      { fireImmediately: true },
    );
    return () => {
      closeAdded();
      showNotices();
    };
  }, [cart, ui, intl, locale, added]);
  return null;
}
