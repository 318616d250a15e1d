import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Container, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { CloseIcon } from '@/components/icons';
import { CountBadge, IconBtn, IconLink, TextAnchor, TextLink } from '@/components/plain';
import { useLocale } from '@/components/useLocale';
import { reportGoal } from '@/config/analytics';
import { contacts, telHref } from '@/config/contacts';
import { FIXED_HEADER_SCROLL } from '@/domain/constants';
import { nav } from '@/i18n/nav';
import { useStores } from '@/stores/context';
import { brand } from '@/theme/theme';
import { accountHref, pageHref, switchLocale, type StaticRouteName } from '../paths';
import { BurgerIcon, CartIcon, PhoneIcon, TruckIcon, UserIcon } from './icons';
import { Logo } from './Logo';
import { StopDeliveryNotice } from './StopDeliveryNotice';

export const NAV: (StaticRouteName & keyof typeof nav)[] = ['menu', 'cakes', 'events', 'about', 'delivery'];

// The burger menu (a drawer) loads when first opened: phones pay for it only when they use it.
const MobileMenu = lazy(() => import('./MobileMenu'));

/** Fixed style once the page is scrolled more than 50 px and the body is not fixed. */
function useScrolledPast(limit: number, disabled: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(!disabled && window.scrollY > limit);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [limit, disabled]);
  return past;
}

const DeliveryBanner = observer(function DeliveryBanner() {
  const { site } = useStores();
  const intl = useIntl();
  if (!site.showDeliveryBanner) return null;
  return (
    <Box data-testid="delivery-banner" sx={{ bgcolor: 'primary.main', color: '#fff', fontSize: 14 }}>
      <Container sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 36, py: 0.5 }}>
        <TruckIcon />
        <Typography component="p" sx={{ fontSize: 14, flex: 1, lineHeight: 1.35 }}>
          <FormattedMessage id="header.deliveryBanner" defaultMessage="Доставка по Москве каждый день с 9:00 до 22:00 — бесплатно от 5 000 р." />
        </Typography>
        <IconBtn
          type="button"
          onClick={site.closeDeliveryBanner}
          data-testid="delivery-banner-close"
          aria-label={intl.formatMessage({ id: 'header.deliveryBannerClose', defaultMessage: 'Скрыть сообщение о доставке' })}
          sx={{ width: 36, height: 36, '&:hover': { backgroundColor: 'rgba(255,255,255,.12)' } }}
        >
          <CloseIcon />
        </IconBtn>
      </Container>
    </Box>
  );
});

export function LocaleSwitch({ onNavigate }: { onNavigate?: () => void }) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const intl = useIntl();
  return (
    <Stack
      direction="row"
      data-testid="locale-switch"
      role="group"
      aria-label={intl.formatMessage({ id: 'header.language', defaultMessage: 'Язык сайта' })}
      sx={{ border: `1px solid ${brand.line}`, borderRadius: 999, p: 0.25, bgcolor: 'background.paper' }}
    >
      {(['ru', 'en'] as const).map((target) => (
        <TextLink
          key={target}
          to={switchLocale(pathname, search, target)}
          onClick={onNavigate}
          lang={target}
          hrefLang={target}
          aria-current={target === locale ? 'true' : undefined}
          data-locale={target}
          sx={{
            px: 1.2,
            py: 0.4,
            borderRadius: 999,
            fontSize: 13,
            fontWeight: 700,
            color: target === locale ? '#fff' : 'text.primary',
            bgcolor: target === locale ? 'primary.main' : 'transparent',
            '&:hover': { textDecoration: 'none', bgcolor: target === locale ? 'primary.main' : 'rgba(74,44,42,.07)' },
          }}
        >
          {target.toUpperCase()}
        </TextLink>
      ))}
    </Stack>
  );
}

export function PhoneLink({ compact = false }: { compact?: boolean }) {
  const { config } = useStores();
  const intl = useIntl();
  return (
    <TextAnchor
      href={telHref(contacts.phone)}
      data-testid="header-phone"
      onClick={() => reportGoal('phone_click', config.analyticsId)}
      aria-label={compact ? intl.formatMessage({ id: 'header.call', defaultMessage: 'Позвонить: {phone}' }, { phone: contacts.phone }) : undefined}
      sx={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: 0.75, minWidth: 44, minHeight: 44, color: 'text.primary', fontWeight: 700, whiteSpace: 'nowrap' }}
    >
      <PhoneIcon />
      {!compact && contacts.phone}
    </TextAnchor>
  );
}

const AccountButton = observer(function AccountButton() {
  const { auth, site } = useStores();
  const intl = useIntl();
  if (auth.isLogin) {
    return (
      <IconLink to={accountHref} data-testid="account-link" aria-label={intl.formatMessage({ id: 'header.account', defaultMessage: 'Личный кабинет' })}>
        <UserIcon />
      </IconLink>
    );
  }
  return (
    <IconBtn type="button" onClick={() => site.setShowLoginForm(true)} data-testid="login-button" aria-label={intl.formatMessage({ id: 'header.login', defaultMessage: 'Войти' })}>
      <UserIcon />
    </IconBtn>
  );
});

const CartButton = observer(function CartButton() {
  const { cart } = useStores();
  const intl = useIntl();
  return (
    <IconBtn type="button" onClick={cart.open} data-testid="cart-button" aria-label={intl.formatMessage({ id: 'header.cartCount', defaultMessage: 'Корзина, {count, plural, =0 {пусто} one {# товар} few {# товара} many {# товаров} other {# товара}}' }, { count: cart.count })}>
      <CartIcon />
      <CountBadge data-testid="cart-count" aria-hidden="true" hidden={cart.count === 0}>
        {cart.count > 999 ? '999+' : cart.count}
      </CountBadge>
    </IconBtn>
  );
});

/** The site header of SPEC.md section 2: banner, logo, navigation, phone, locale, login and cart. */
export const Header = observer(function Header() {
  const { site } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  const fixed = useScrolledPast(FIXED_HEADER_SCROLL, site.bodyFixed);
  const [drawer, setDrawer] = useState(false);
  const { pathname } = useLocation();

  return (
    <>
      <DeliveryBanner />
      <StopDeliveryNotice variant="banner" />
      <Box
        component="header"
        data-testid="header"
        data-fixed={fixed ? 'true' : 'false'}
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1100,
          bgcolor: fixed ? 'rgba(255,253,249,0.96)' : 'background.default',
          backdropFilter: fixed ? 'saturate(1.4) blur(8px)' : 'none',
          boxShadow: fixed ? '0 6px 24px rgba(74,44,42,0.10)' : 'none',
          borderBottom: `1px solid ${fixed ? 'transparent' : brand.line}`,
          transition: 'box-shadow .2s, background-color .2s',
        }}
      >
        <Container sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1, md: 3 }, minHeight: fixed ? 64 : 76, transition: 'min-height .2s' }}>
          <Logo compact={fixed} />
          <Box component="nav" aria-label={intl.formatMessage({ id: 'header.nav', defaultMessage: 'Основное меню' })} sx={{ display: { xs: 'none', md: 'flex' }, gap: 2.5, flex: 1, justifyContent: 'center' }}>
            {NAV.map((item) => {
              const href = pageHref(item, locale);
              const active = pathname === href || pathname.startsWith(`${href}/`);
              return (
                <TextLink
                  key={item}
                  to={href}
                  aria-current={active ? 'page' : undefined}
                  sx={{ color: 'text.primary', fontWeight: 600, fontSize: 15, py: 1, borderBottom: `2px solid ${active ? brand.caramel : 'transparent'}`, whiteSpace: 'nowrap', '&:hover': { color: 'secondary.main', textDecoration: 'none' } }}
                >
                  {intl.formatMessage(nav[item])}
                </TextLink>
              );
            })}
          </Box>
          <Box sx={{ flex: { xs: 1, md: 0 } }} />
          <Box sx={{ display: { xs: 'none', lg: 'flex' } }}>
            <PhoneLink />
          </Box>
          <Box sx={{ display: { xs: 'none', sm: 'flex', lg: 'none' } }}>
            <PhoneLink compact />
          </Box>
          <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
            <LocaleSwitch />
          </Box>
          <AccountButton />
          <CartButton />
          <IconBtn
            type="button"
            data-testid="burger"
            onClick={() => setDrawer(true)}
            aria-label={intl.formatMessage({ id: 'header.openMenu', defaultMessage: 'Открыть меню' })}
            aria-expanded={drawer}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <BurgerIcon />
          </IconBtn>
        </Container>
        <StopDeliveryNotice variant="inline" />
      </Box>
      {drawer && (
        <Suspense fallback={null}>
          <MobileMenu open onClose={() => setDrawer(false)} />
        </Suspense>
      )}
    </>
  );
});
