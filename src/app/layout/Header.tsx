import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Badge, Box, Button, Container, Drawer, IconButton, Link, List, ListItemButton, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { AppLink } from '@/components/AppLink';
import { CloseIcon } from '@/components/Modal';
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

const NAV: (StaticRouteName & keyof typeof nav)[] = ['menu', 'cakes', 'events', 'about', 'delivery'];

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
          <FormattedMessage id="header.deliveryBanner" defaultMessage="Доставка по Москве каждый день с 9:00 до 22:00 — бесплатно от 5 000 р." />
        </Typography>
        <IconButton
          size="small"
          onClick={site.closeDeliveryBanner}
          data-testid="delivery-banner-close"
          aria-label={intl.formatMessage({ id: 'header.deliveryBannerClose', defaultMessage: 'Скрыть сообщение о доставке' })}
          sx={{ color: 'inherit' }}
        >
          <CloseIcon />
        </IconButton>
      </Container>
    </Box>
  );
});

function LocaleSwitch({ onNavigate }: { onNavigate?: () => void }) {
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
        <Link
          key={target}
          component={RouterLink}
          to={switchLocale(pathname, search, target)}
          onClick={onNavigate}
          lang={target}
          hrefLang={target}
          aria-current={target === locale ? 'true' : undefined}
          underline="none"
          data-locale={target}
          sx={{
            px: 1.2,
            py: 0.4,
            borderRadius: 999,
            fontSize: 13,
            fontWeight: 700,
            color: target === locale ? '#fff' : 'text.primary',
            bgcolor: target === locale ? 'primary.main' : 'transparent',
          }}
        >
          {target.toUpperCase()}
        </Link>
      ))}
    </Stack>
  );
}

function PhoneLink({ compact = false }: { compact?: boolean }) {
  const { config } = useStores();
  const intl = useIntl();
  return (
    <Link
      href={telHref(contacts.phone)}
      data-testid="header-phone"
      onClick={() => reportGoal('phone_click', config.analyticsId)}
      underline="none"
      aria-label={compact ? intl.formatMessage({ id: 'header.call', defaultMessage: 'Позвонить: {phone}' }, { phone: contacts.phone }) : undefined}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'text.primary', fontWeight: 700, whiteSpace: 'nowrap' }}
    >
      <PhoneIcon />
      {!compact && contacts.phone}
    </Link>
  );
}

const AccountButton = observer(function AccountButton() {
  const { auth, site } = useStores();
  const intl = useIntl();
  if (auth.isLogin) {
    return (
      <IconButton
        component={RouterLink}
        to={accountHref}
        data-testid="account-link"
        aria-label={intl.formatMessage({ id: 'header.account', defaultMessage: 'Личный кабинет' })}
        sx={{ color: 'text.primary' }}
      >
        <UserIcon />
      </IconButton>
    );
  }
  return (
    <IconButton
      onClick={() => site.setShowLoginForm(true)}
      data-testid="login-button"
      aria-label={intl.formatMessage({ id: 'header.login', defaultMessage: 'Войти' })}
      sx={{ color: 'text.primary' }}
    >
      <UserIcon />
    </IconButton>
  );
});

const CartButton = observer(function CartButton() {
  const { cart } = useStores();
  const intl = useIntl();
  return (
    <IconButton
      onClick={cart.open}
      data-testid="cart-button"
      aria-label={intl.formatMessage({ id: 'header.cart', defaultMessage: 'Корзина, товаров: {count}' }, { count: cart.count })}
      sx={{ color: 'text.primary' }}
    >
      <Badge
        badgeContent={<span data-testid="cart-count">{cart.count}</span>}
        invisible={cart.count === 0}
        color="secondary"
        max={999}
      >
        <CartIcon />
      </Badge>
    </IconButton>
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
        <Container sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, md: 3 }, minHeight: fixed ? 64 : 76, transition: 'min-height .2s' }}>
          <Logo compact={fixed} />
          <Box component="nav" aria-label={intl.formatMessage({ id: 'header.nav', defaultMessage: 'Основное меню' })} sx={{ display: { xs: 'none', md: 'flex' }, gap: 2.5, flex: 1, justifyContent: 'center' }}>
            {NAV.map((item) => {
              const href = pageHref(item, locale);
              const active = pathname === href || pathname.startsWith(`${href}/`);
              return (
                <AppLink
                  key={item}
                  to={href}
                  underline="none"
                  aria-current={active ? 'page' : undefined}
                  sx={{ color: 'text.primary', fontWeight: 600, fontSize: 15, py: 1, borderBottom: `2px solid ${active ? brand.caramel : 'transparent'}`, whiteSpace: 'nowrap', '&:hover': { color: 'secondary.main' } }}
                >
                  {intl.formatMessage(nav[item])}
                </AppLink>
              );
            })}
          </Box>
          <Box sx={{ flex: { xs: 1, md: 0 } }} />
          <Box sx={{ display: { xs: 'none', lg: 'flex' } }}>
            <PhoneLink />
          </Box>
          <Box sx={{ display: { xs: 'flex', lg: 'none' } }}>
            <PhoneLink compact />
          </Box>
          <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
            <LocaleSwitch />
          </Box>
          <AccountButton />
          <CartButton />
          <IconButton
            data-testid="burger"
            onClick={() => setDrawer(true)}
            aria-label={intl.formatMessage({ id: 'header.openMenu', defaultMessage: 'Открыть меню' })}
            aria-expanded={drawer}
            sx={{ display: { xs: 'inline-flex', md: 'none' }, color: 'text.primary' }}
          >
            <BurgerIcon />
          </IconButton>
        </Container>
        <StopDeliveryNotice variant="inline" />
      </Box>
      <Drawer anchor="right" open={drawer} onClose={() => setDrawer(false)} slotProps={{ paper: { sx: { width: 'min(86vw, 360px)', bgcolor: 'background.default' } } }}>
        <Stack sx={{ p: 2.5, gap: 2, height: '100%' }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Logo compact />
            <IconButton onClick={() => setDrawer(false)} aria-label={intl.formatMessage({ id: 'common.close', defaultMessage: 'Закрыть' })}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <List component="nav" aria-label={intl.formatMessage({ id: 'header.nav', defaultMessage: 'Основное меню' })}>
            {NAV.map((item) => (
              <ListItemButton key={item} component={RouterLink} to={pageHref(item, locale)} onClick={() => setDrawer(false)} sx={{ borderRadius: 2, fontWeight: 700, fontSize: 18 }}>
                {intl.formatMessage(nav[item])}
              </ListItemButton>
            ))}
          </List>
          <LocaleSwitch onNavigate={() => setDrawer(false)} />
          <Box sx={{ mt: 'auto' }}>
            <PhoneLink />
            <Button component="a" href={telHref(contacts.phone)} variant="contained" fullWidth sx={{ mt: 2 }}>
              <FormattedMessage id="header.callUs" defaultMessage="Позвонить нам" />
            </Button>
          </Box>
        </Stack>
      </Drawer>
    </>
  );
});
