import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Container, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router';
import { TextLink } from '@/components/plain';
import { WidgetBoundary } from '@/components/WidgetBoundary';
import { useLocale } from '@/components/useLocale';
import { PromoPopupSlot } from '@/features/content/PromoPopupSlot';
import { useStores } from '@/stores/context';
import { brand } from '@/theme/theme';
import { getHref } from '../paths';
import { Header } from './Header';
import { Logo } from './Logo';
import { Overlays } from './Overlays';

// Below the fold or only on a first visit: loaded right after the first paint, not before it.
const Footer = lazy(() => import('./Footer'));
const CookieBanner = lazy(() => import('./CookieBanner'));

// Footer modals load when one is first opened.
const FooterModals = lazy(() => import('./FooterModals'));

const LazyFooterModals = observer(function LazyFooterModals() {
  const { site } = useStores();
  if (!site.remodalStatus) return null;
  return (
    <Suspense fallback={null}>
      <FooterModals />
    </Suspense>
  );
});

/** Marks the promo layout in local storage (`isPromoPage` 1 there, 0 elsewhere). */
function usePromoFlag(promo: boolean) {
  const { site } = useStores();
  useEffect(() => site.setPromoPage(promo), [site, promo]);
}

function Main() {
  return (
    <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
      {/* The page's chunk loads behind the layout: header and footer paint at once. */}
      <Suspense fallback={<Box sx={{ minHeight: '70vh' }} aria-busy="true" />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}

function SkipLink() {
  return (
    <Box component="a" href="#main" sx={{ position: 'absolute', left: -9999, top: 8, zIndex: 3000, bgcolor: 'background.paper', p: 1.5, borderRadius: 2, '&:focus': { left: 8 } }}>
      <FormattedMessage id="layout.skip" defaultMessage="Перейти к содержанию" />
    </Box>
  );
}

/** Header, footer, cart panel, toasts and the login form (SPEC.md section 2). */
export function DefaultLayout() {
  usePromoFlag(false);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      {/* Widgets in their own error boundaries: one that throws disappears, the page stays. */}
      <WidgetBoundary name="header">
        <Header />
      </WidgetBoundary>
      <Main />
      <WidgetBoundary name="footer">
        <Suspense fallback={<Box sx={{ minHeight: 420, bgcolor: 'primary.main', mt: 8 }} />}>
          <Footer />
        </Suspense>
      </WidgetBoundary>
      <WidgetBoundary name="footer modals">
        <LazyFooterModals />
      </WidgetBoundary>
      <Overlays />
      <WidgetBoundary name="cookie banner">
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      </WidgetBoundary>
      <WidgetBoundary name="promo popup">
        <PromoPopupSlot />
      </WidgetBoundary>
    </Box>
  );
}

/** The promo variant: its own slim header and footer. */
export const PromoLayout = observer(function PromoLayout() {
  usePromoFlag(true);
  const locale = useLocale();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: '#FBF4EC' }}>
      <SkipLink />
      <Box component="header" data-testid="header" data-variant="promo" sx={{ borderBottom: `1px solid ${brand.line}`, bgcolor: 'background.paper' }}>
        <Container sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 68 }}>
          <Logo compact />
          <Typography sx={{ color: 'secondary.main', fontWeight: 700, fontSize: 14, letterSpacing: 1, textTransform: 'uppercase' }}>
            <FormattedMessage id="promo.badge" defaultMessage="Специальное предложение" />
          </Typography>
        </Container>
      </Box>
      <Main />
      <Box component="footer" data-testid="footer" data-variant="promo" sx={{ py: 4, mt: 6, bgcolor: 'primary.main', color: '#F3E9DD' }}>
        <Container sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
          <Typography sx={{ fontSize: 14 }}>
            <FormattedMessage id="promo.footer" defaultMessage="Условия акции уточняйте по телефону доставки." />
          </Typography>
          <TextLink to={getHref('home', locale)} sx={{ color: '#fff', fontWeight: 700 }}>
            <FormattedMessage id="promo.toShop" defaultMessage="Перейти в магазин" />
          </TextLink>
        </Container>
      </Box>
      <Overlays />
      <WidgetBoundary name="cookie banner">
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      </WidgetBoundary>
    </Box>
  );
});

/** Registration: a quiet page with the logo only. */
export function RegistrationLayout() {
  usePromoFlag(false);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box component="header" data-testid="header" data-variant="registration" sx={{ py: 2.5 }}>
        <Container>
          <Logo />
        </Container>
      </Box>
      <Main />
      <Overlays />
    </Box>
  );
}

/** Blank: no chrome (admin tools, the mock bank page). */
export function BlankLayout() {
  usePromoFlag(false);
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <Main />
      <Overlays />
    </Box>
  );
}
