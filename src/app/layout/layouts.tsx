import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Container, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router';
import { AppLink } from '@/components/AppLink';
import { useLocale } from '@/components/useLocale';
import { PromoPopupSlot } from '@/features/content/PromoPopupSlot';
import { useStores } from '@/stores/context';
import { brand } from '@/theme/theme';
import { getHref } from '../paths';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { FooterModals } from './FooterModals';
import { Header } from './Header';
import { Logo } from './Logo';
import { Overlays } from './Overlays';

/** Marks the promo layout in local storage (`isPromoPage` 1 there, 0 elsewhere). */
function usePromoFlag(promo: boolean) {
  const { site } = useStores();
  useEffect(() => site.setPromoPage(promo), [site, promo]);
}

function Main() {
  return (
    <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
      <Outlet />
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
      <Header />
      <Main />
      <Footer />
      <FooterModals />
      <Overlays />
      <CookieBanner />
      <PromoPopupSlot />
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
          <AppLink to={getHref('home', locale)} sx={{ color: '#fff', fontWeight: 700 }}>
            <FormattedMessage id="promo.toShop" defaultMessage="Перейти в магазин" />
          </AppLink>
        </Container>
      </Box>
      <Overlays />
      <CookieBanner />
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
