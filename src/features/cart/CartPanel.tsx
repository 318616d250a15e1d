import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Button, Drawer, IconButton, LinearProgress, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getHref } from '@/app/paths';
import { CloseIcon } from '@/components/icons';
import { useLocale } from '@/components/useLocale';
import { WidgetBoundary } from '@/components/WidgetBoundary';
import { CART_PANEL_WIDTH } from '@/domain/constants';
import { contacts } from '@/config/contacts';
import { useStores } from '@/stores/context';
import { CartLineRow } from './CartLineRow';
import { CartSummary } from './CartSummary';
import { DeliverySwitch } from '@/components/DeliverySwitch';
import { GiftChoiceView } from './GiftChoiceView';
import { GiftSection } from './GiftSection';
import { m } from './messages';
import { PromoField } from './PromoField';
import { WarmUp } from './WarmUp';

const CartLines = observer(function CartLines() {
  const { cart } = useStores();
  const intl = useIntl();
  return (
    <Box component="ul" aria-label={intl.formatMessage(m.linesLabel)} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {cart.lineKeys.map((key) => (
        <CartLineRow key={key} lineKey={key} />
      ))}
    </Box>
  );
});

/** The number of pieces beside the title (its own observer: a stepper click does not re-render the dialog). */
const PieceCount = observer(function PieceCount() {
  const { cart } = useStores();
  const intl = useIntl();
  if (cart.count === 0) return null;
  return (
    <Box
      component="span"
      sx={{
        ml: 1.5,
        fontFamily: 'Manrope, sans-serif',
        fontSize: 15,
        fontWeight: 600,
        color: 'text.secondary',
      }}
    >
      {intl.formatMessage(m.pieces, { count: cart.count })}
    </Box>
  );
});

/** A thin bar while the server refresh is under way. */
const LoadingBar = observer(function LoadingBar() {
  const { cart } = useStores();
  const intl = useIntl();
  return (
    <Box sx={{ height: 3 }}>
      {cart.status === 'loading' && (
        <LinearProgress color="secondary" aria-label={intl.formatMessage(m.loading)} sx={{ height: 3 }} />
      )}
    </Box>
  );
});

const EmptyCart = observer(function EmptyCart() {
  const { cart } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Box
      data-testid="cart-empty"
      sx={{
        textAlign: 'center',
        py: 8,
        px: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 96,
          height: 96,
          borderRadius: '50%',
          bgcolor: '#F1E4D3',
          display: 'grid',
          placeItems: 'center',
          color: 'secondary.dark',
        }}
      >
        <svg
          width="44"
          height="44"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 8h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9L5 8z" />
          <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
        </svg>
      </Box>
      <Typography variant="h4" component="p">
        {intl.formatMessage(m.emptyTitle)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 360 }}>
        {intl.formatMessage(m.emptyText)}
      </Typography>
      <Typography
        data-testid="cart-empty-phone"
        sx={{ color: 'text.secondary', maxWidth: 360, fontSize: 14 }}
      >
        {intl.formatMessage(m.emptyPhone, { phone: contacts.deliveryPhone })}
      </Typography>
      <Button component={Link} to={getHref('menu', locale)} variant="contained" onClick={cart.close}>
        {intl.formatMessage(m.emptyAction)}
      </Button>
    </Box>
  );
});

const Basket = observer(function Basket() {
  const { cart } = useStores();
  if (cart.isEmpty) return <EmptyCart />;
  return (
    <>
      <Box sx={{ flex: 1, overflowY: 'auto', px: { xs: 2, sm: 3 }, pb: 2 }}>
        <CartLines />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: 2.5 }}>
          <WidgetBoundary name="gifts">
            <GiftSection />
          </WidgetBoundary>
          <WidgetBoundary name="delivery switch">
            <DeliverySwitch />
          </WidgetBoundary>
          <WidgetBoundary name="promo code">
            <PromoField />
          </WidgetBoundary>
        </Box>
      </Box>
      <Box
        component="footer"
        sx={{
          borderTop: '1px solid',
          borderColor: 'divider',
          px: { xs: 2, sm: 3 },
          pt: { xs: 1.25, sm: 2 },
          pb: { xs: 1.5, sm: 3 },
          bgcolor: 'background.paper',
          boxShadow: '0 -8px 24px rgba(74,44,42,.06)',
        }}
      >
        <CartSummary />
      </Box>
    </>
  );
});

/**
 * The cart side panel of SPEC.md section 2: 586 px wide (the whole width on phones), a real dialog
 * (focus held inside, Esc closes). It opens first, then shows the basket on the next tick. Mounted closed once
 * the page is idle (Overlays; the drawer renders nothing while closed): its code has run and, through WarmUp,
 * its styles are in the page before the first tap.
 */
const CartPanel = observer(function CartPanel() {
  const { cart, ui } = useStores();
  const intl = useIntl();
  // The cart API (and its schemas) the panel's refresh needs, loaded now rather than on the first refresh.
  useEffect(() => void import('@/api/cart'), []);
  // Mounted closed (the page is idle): the panel's parts render once outside the document.
  const [warm] = useState(!ui.cartOpen);
  return (
    <>
      {warm && <WarmUp />}
      <Drawer
        anchor="right"
        open={ui.cartOpen}
        onClose={cart.close}
        slotProps={{
          paper: {
            'aria-labelledby': 'cart-title',
            'data-testid': 'cart-panel',
            'data-view': ui.cartView,
            sx: {
              width: { xs: '100%', sm: CART_PANEL_WIDTH },
              maxWidth: '100%',
              bgcolor: 'background.default',
              display: 'flex',
              flexDirection: 'column',
            },
          } as object,
        }}
      >
        <Box
          component="header"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: { xs: 2, sm: 3 },
            py: 2,
            borderBottom: '1px solid',
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <Typography id="cart-title" component="h2" variant="h3" sx={{ flex: 1 }}>
            {intl.formatMessage(m.title)}
            <PieceCount />
          </Typography>
          <IconButton onClick={cart.close} data-testid="cart-close" aria-label={intl.formatMessage(m.close)}>
            <CloseIcon />
          </IconButton>
        </Box>
        <LoadingBar />
        {ui.cartView === 'cart' && <Basket />}
        {ui.cartView === 'gifts' && (
          <Box sx={{ flex: 1, overflowY: 'auto', px: { xs: 2, sm: 3 }, py: 2 }}>
            <GiftChoiceView />
          </Box>
        )}
      </Drawer>
    </>
  );
});

export default CartPanel;
