import {
  memo,
  Suspense,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { getHref, parseLocalePath, routes } from '@/app/paths';
import { CartIcon, CloseIcon } from '@/components/icons';
import { Spinner } from '@/components/Spinner';
import { IconBtn, PillLink } from '@/components/plain';
import { useLocale } from '@/components/useLocale';
import { useProgressShown } from '@/components/useProgressShown';
import { useDialog } from '@/components/useDialog';
import { WidgetBoundary } from '@/components/WidgetBoundary';
import { CART_PANEL_WIDTH } from '@/domain/constants';
import { contacts } from '@/config/contacts';
import { useStores } from '@/stores/context';
import { CartLineRow } from './CartLineRow';
import { CartSummary } from './CartSummary';
import { DeliverySwitch } from '@/components/DeliverySwitch';
import { GiftChoice } from './giftChoice';
import { GiftSection } from './GiftSection';
import { m } from './messages';
import { PromoField } from './PromoField';
import './cartPanel.css';

const CartLines = observer(function CartLines() {
  const { cart } = useStores();
  const intl = useIntl();
  return (
    <ul className="cart-lines" aria-label={intl.formatMessage(m.linesLabel)}>
      {cart.lineKeys.map((key) => (
        <CartLineRow key={key} lineKey={key} />
      ))}
    </ul>
  );
});

/** The number of pieces beside the title (its own observer: a stepper click does not re-render the dialog). */
const PieceCount = observer(function PieceCount() {
  const { cart } = useStores();
  const intl = useIntl();
  if (cart.count === 0) return null;
  return <span className="cart-pieces">{intl.formatMessage(m.pieces, { count: cart.count })}</span>;
});

/**
 * A thin bar while a server refresh takes longer than the progress bars' 200 ms throttle (plain: it mounts and
 * drops one element, no MUI). A quick refresh shows none.
 */
const LoadingBar = observer(function LoadingBar() {
  const { cart } = useStores();
  const intl = useIntl();
  const shown = useProgressShown(cart.status === 'loading');
  return (
    <div className="cart-loading">
      {shown && (
        <div role="progressbar" aria-label={intl.formatMessage(m.loading)} className="cart-loading-bar" />
      )}
    </div>
  );
});

const EmptyCart = observer(function EmptyCart() {
  const { cart } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  return (
    <div className="cart-empty" data-testid="cart-empty">
      <div className="cart-empty-icon" aria-hidden>
        <CartIcon size={44} strokeWidth={1.6} />
      </div>
      <p className="cart-empty-title">{intl.formatMessage(m.emptyTitle)}</p>
      <p className="cart-empty-text">{intl.formatMessage(m.emptyText)}</p>
      <p className="cart-empty-text cart-empty-phone" data-testid="cart-empty-phone">
        {intl.formatMessage(m.emptyPhone, { phone: contacts.deliveryPhone })}
      </p>
      <PillLink to={getHref('menu', locale)} onClick={cart.close}>
        {intl.formatMessage(m.emptyAction)}
      </PillLink>
    </div>
  );
});

/**
 * The basket: the lines, gifts, delivery switch, promo code and summary, or the empty cart. The filled basket
 * mounts with the first line and then stays (hidden while the cart is empty), so removing the last line and
 * adding one again mount nothing. Its first mount is a deferred render (React's `useDeferredValue`) when the cart
 * fills behind the closed panel: the tap that added the line shows its result first. An empty cart's panel
 * renders only the empty cart.
 */
const Basket = observer(function Basket() {
  const { cart } = useStores();
  const empty = cart.isEmpty;
  const filled = useDeferredValue(!empty);
  const [mounted, setMounted] = useState(filled);
  if (filled && !mounted) setMounted(true);
  return (
    <>
      <div className="cart-part" hidden={!empty}>
        <EmptyCart />
      </div>
      {mounted && (
        <div className="cart-part" hidden={empty}>
          <FilledBasket />
        </div>
      )}
    </>
  );
});

/**
 * The basket's parts around the lines. Memoised: the first add to cart (or the last line's removal) re-renders the
 * `Basket` to swap the hidden parts, not these; each part inside follows the cart by itself.
 */
const FilledBasket = memo(function FilledBasket() {
  return (
    <>
      <div className="cart-scroll">
        <CartLines />
        <div className="cart-extras">
          <WidgetBoundary name="gifts">
            <GiftSection />
          </WidgetBoundary>
          <WidgetBoundary name="delivery switch">
            <DeliverySwitch />
          </WidgetBoundary>
          <WidgetBoundary name="promo code">
            <PromoField />
          </WidgetBoundary>
        </div>
      </div>
      <footer className="cart-footer">
        <CartSummary />
      </footer>
    </>
  );
});

/** The panel's title bar. Memoised, with no props: opening and closing re-render the panel, not it. */
const PanelHeader = memo(function PanelHeader() {
  const { cart } = useStores();
  const intl = useIntl();
  return (
    <header className="cart-header">
      <h2 id="cart-title" className="cart-title">
        {intl.formatMessage(m.title)}
        <PieceCount />
      </h2>
      <IconBtn
        className="cart-close"
        onClick={cart.close}
        data-testid="cart-close"
        aria-label={intl.formatMessage(m.close)}
      >
        <CloseIcon />
      </IconBtn>
    </header>
  );
});

/** The panel's second view, the gift choice: it scrolls on its own under the title (its code loads as its button shows). */
function GiftsView() {
  const intl = useIntl();
  return (
    <div className="cart-gifts">
      <Suspense
        fallback={<Spinner label={intl.formatMessage(m.giftsLoading)} className="cart-gifts-loading" />}
      >
        <GiftChoice />
      </Suspense>
    </div>
  );
}

/** The checkout page shows the order's own delivery switch and totals: there the closed panel keeps no basket. */
function useOnCheckout(): boolean {
  const path = parseLocalePath(useLocation().pathname).path.replace(/(.)\/$/, '$1');
  return path === routes.ordering || path === routes.promoOrdering;
}

/**
 * The cart side panel of SPEC.md section 2: 586 px wide (the whole width on phones), a light dialog (`useDialog`;
 * Esc and the backdrop close). A plain element rather than MUI's Drawer: it mounts, open, when the cart first
 * opens (Overlays) and stays; opening it again only shows it (no render of the basket, no modal machinery).
 */
const CartPanel = observer(function CartPanel() {
  const { cart, ui } = useStores();
  const open = ui.cartOpen;
  const view = ui.cartView;
  // The cart API (and its schemas) the panel's refresh needs, loaded now rather than on the first refresh.
  useEffect(() => void import('@/api/cart'), []);
  const onCheckout = useOnCheckout();
  const panel = useRef<HTMLDivElement>(null);
  useDialog(panel, open, cart.close);
  useLayoutEffect(() => {
    if (!open) return;
    // Top-right toasts let taps through while it is open (global.css).
    document.body.classList.add('cart-open');
    return () => document.body.classList.remove('cart-open');
  }, [open]);
  return (
    <>
      <div className="cart-backdrop" hidden={!open} aria-hidden onClick={cart.close} />
      <div
        ref={panel}
        className="cart-panel"
        hidden={!open}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-title"
        tabIndex={-1}
        data-testid="cart-panel"
        data-view={view}
        style={{ '--cart-panel-width': `${CART_PANEL_WIDTH}px` } as CSSProperties}
      >
        <PanelHeader />
        <LoadingBar />
        {(open || !onCheckout) && (
          <div className="cart-part" hidden={view === 'gifts'}>
            <Basket />
          </div>
        )}
        {view === 'gifts' && <GiftsView />}
      </div>
    </>
  );
});

export default CartPanel;
