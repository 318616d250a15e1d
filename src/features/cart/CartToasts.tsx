import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { reaction } from 'mobx';
import { useIntl, type IntlShape } from 'react-intl';
import { assetUrl } from '@/components/LazyImage';
import { toast } from '@/components/toast';
import { topRightPlace, type TopRightPlace } from '@/components/toastPlace';
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
import './addedToast.css';

const TOP_RIGHT = { vertical: 'top', horizontal: 'right' } as const;

/** The body face as MUI's Typography set it (the toast's own weight is notistack's 600). */
const text: CSSProperties = {
  margin: 0,
  fontFamily: 'var(--font-body)',
  fontWeight: 400,
  fontSize: 13,
  lineHeight: 1.6,
};

/** The added-to-cart toast's texts: the values MUI's Typography gave them, as style attributes. */
const styles: Record<string, CSSProperties> = {
  lead: { ...text, opacity: 0.85 },
  name: { ...text, fontWeight: 700, fontSize: 15, lineHeight: 1.3 },
  action: { ...text, textDecoration: 'underline', textUnderlineOffset: 3, opacity: 0.9 },
};

type AddedNotice = Extract<CartNotice, { kind: 'added' }>;

/** The "added to cart" toast on screen: its notice, where it stands, and whether it is sliding out. */
interface Shown {
  notice: AddedNotice;
  place: TopRightPlace;
  leaving: boolean;
}

/** notistack's exit: the toast slides out for this long before it goes. */
const LEAVE_MS = 195;

/** The "added to cart" toast: a button that opens the cart (plain elements), top-right below the header. */
function AddedToast({
  shown: { notice, place, leaving },
  locale,
  intl,
  onOpen,
  onPause,
  onResume,
}: {
  shown: Shown;
  locale: Locale;
  intl: IntlShape;
  onOpen: () => void;
  onPause: () => void;
  onResume: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      onPointerEnter={onPause}
      onPointerLeave={onResume}
      onFocus={onPause}
      onBlur={onResume}
      data-testid="cart-added-toast"
      title={intl.formatMessage(m.toastOpenCart)}
      className={leaving ? 'cart-added-toast cart-added-toast-leaving' : 'cart-added-toast'}
      style={{ top: place.top + 6, right: place.right }}
    >
      <img src={assetUrl(notice.line.img)} alt="" width={48} height={48} className="cart-added-toast-image" />
      <div className="cart-added-toast-text">
        <p style={styles.lead}>{intl.formatMessage(m.toastAdded)}</p>
        <p style={styles.name}>{lineName(notice.line, locale)}</p>
        <p style={styles.action}>{intl.formatMessage(m.toastOpenCart)}</p>
      </div>
    </button>
  );
}

/**
 * Turns the cart's notices into toasts: "added to cart" for 1500 ms top-right with the image and name, the gift
 * reminder, lines the server refresh removed, a dropped small-order promo gift.
 *
 * The "added" toast is this component's own button, not notistack's: it comes with every add, and notistack's
 * slide and collapse read the layout on the way in and out (about 45 ms of opening the cart on /menyu with the CPU
 * 4× slower, when the toast was still there). A newer add replaces it in place; the pointer or focus on it holds
 * it (then half its time after they leave, as notistack does); it goes at once when the cart opens (through it or
 * the header's button): its one action is done, and on a phone it would lie over the panel's first line.
 */
export default function CartToasts() {
  const { cart, ui } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  const [shown, setShown] = useState<Shown | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** How many times the cart has opened: an "added" toast waiting to show when it opens never shows. */
  const openings = useRef(0);
  /** Hides the "added" toast in `ms`: it slides out, then goes. */
  const [hideIn] = useState(() => (ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setShown((s) => s && { ...s, leaving: true });
      timer.current = setTimeout(() => setShown(null), LEAVE_MS);
    }, ms);
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    const closeAdded = reaction(
      () => ui.cartOpen,
      (open) => {
        if (!open) return;
        openings.current += 1;
        clearTimeout(timer.current);
        setShown(null);
      },
    );
    const showNotices = reaction(
      () => cart.notices.length,
      (length) => {
        if (!length) return;
        for (const notice of cart.takeNotices()) {
          const key = `cart-${notice.kind}-${notice.id}`;
          if (notice.kind === 'added') {
            // After the frame that shows the tap's own change (the card's count) has painted: rendered with it,
            // the toast made that frame 30 ms later on /menyu with the CPU 4× slower. Where it goes is read then,
            // from a clean layout. The cart opened in between (added and opened at once): it never shows.
            const opened = openings.current;
            requestAnimationFrame(() =>
              setTimeout(() => {
                if (openings.current !== opened) return;
                setShown({ notice, place: topRightPlace(), leaving: false });
                hideIn(TOAST_ADDED_TO_CART_MS);
              }),
            );
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
  }, [cart, ui, intl, hideIn, locale]);
  return createPortal(
    <div role="status">
      {shown && (
        <AddedToast
          shown={shown}
          locale={locale}
          intl={intl}
          onOpen={() => cart.open()}
          // Once it is sliding out it goes: the pointer meeting it on its way out does not keep it.
          onPause={() => {
            if (!shown.leaving) clearTimeout(timer.current);
          }}
          onResume={() => {
            if (!shown.leaving) hideIn(TOAST_ADDED_TO_CART_MS / 2);
          }}
        />
      )}
    </div>,
    document.body,
  );
}
