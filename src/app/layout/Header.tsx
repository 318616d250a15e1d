import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { CartIcon, CloseIcon } from '@/components/icons';
import { CountBadge, IconBtn, TextAnchor, TextLink } from '@/components/plain';
import ui from '@/components/ui.module.css';
import { useLocale } from '@/components/useLocale';
import { reportGoal } from '@/config/analytics';
import { contacts, telHref } from '@/config/contacts';
import { FIXED_HEADER_SCROLL } from '@/domain/constants';
import { formatMoney } from '@/domain/money';
import { greetingName, nameInitial } from '@/domain/profile';
import { nav } from '@/i18n/nav';
import { useStores } from '@/stores/context';
import { lazyThemed } from '@/theme/lazyThemed';
import { pageHref } from '../paths';
import { BurgerIcon, PhoneIcon, TruckIcon, UserIcon } from './icons';
import { Logo } from './Logo';
import css from './shell.module.css';
import { LocaleSwitch, NAV } from './ShellNav';
import { StopDeliveryNotice } from './StopDeliveryNotice';
import { m } from './shell.messages';

// The burger menu (a drawer) loads when first opened: phones pay for it only when they use it.
const MobileMenu = lazyThemed(() => import('./MobileMenu'));

/** Fixed style once the page is scrolled more than 50 px. */
function useScrolledPast(limit: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > limit);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [limit]);
  return past;
}

const DeliveryBanner = observer(function DeliveryBanner() {
  const { ui: uiState, cart } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  if (!uiState.showDeliveryBanner) return null;
  return (
    <div data-testid="delivery-banner" className={css.deliveryBanner}>
      <div className={`${ui.container} ${ui.lg} ${css.bannerRow}`}>
        <TruckIcon />
        <p className={css.bannerText}>
          <FormattedMessage
            {...m.deliveryBanner}
            values={{ sum: formatMoney(cart.deliveryTerms.freeDeliveryFrom, locale) }}
          />
        </p>
        <IconBtn
          type="button"
          onClick={uiState.closeDeliveryBanner}
          data-testid="delivery-banner-close"
          aria-label={intl.formatMessage(m.deliveryBannerClose)}
          className={css.bannerClose}
        >
          <CloseIcon />
        </IconBtn>
      </div>
    </div>
  );
});

function PhoneLink({ compact = false }: { compact?: boolean }) {
  const { config } = useStores();
  const intl = useIntl();
  return (
    <TextAnchor
      href={telHref(contacts.phone)}
      data-testid="header-phone"
      onClick={() => reportGoal('phone_click', config.analyticsId)}
      aria-label={intl.formatMessage(m.callCafe, { phone: contacts.phone })}
      title={intl.formatMessage(m.phoneCafe, { phone: contacts.deliveryPhone })}
      className={css.phone}
    >
      <PhoneIcon />
      {!compact && contacts.phone}
    </TextAnchor>
  );
}

const AccountButton = observer(function AccountButton() {
  const { auth, ui: uiState } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  if (auth.isLogin) {
    // Logged in shows: the customer's initial in a round badge, and their first name where there is room.
    const name = auth.profile ? greetingName(auth.profile) : '';
    const initial = auth.profile ? nameInitial(auth.profile) : '';
    return (
      <Link
        to={pageHref('account', locale)}
        data-testid="account-link"
        className={css.account}
        aria-label={
          name
            ? intl.formatMessage(m.accountOf, { name: auth.profile?.fullname.trim() || name })
            : intl.formatMessage(m.account)
        }
      >
        <span className={css.avatar} data-testid="account-initial" aria-hidden="true">
          {initial || <UserIcon />}
        </span>
        {name && (
          <span className={css.accountName} data-testid="header-account-name">
            {name}
          </span>
        )}
      </Link>
    );
  }
  return (
    <IconBtn
      type="button"
      onClick={() => uiState.setShowLoginForm(true)}
      data-testid="login-button"
      aria-label={intl.formatMessage(m.login)}
    >
      <UserIcon />
    </IconBtn>
  );
});

const CartButton = observer(function CartButton() {
  const { cart } = useStores();
  const intl = useIntl();
  return (
    <IconBtn
      type="button"
      onClick={cart.open}
      data-testid="cart-button"
      aria-label={intl.formatMessage(m.cartCount, { count: cart.count })}
    >
      <CartIcon />
      <CountBadge data-testid="cart-count" aria-hidden="true" hidden={cart.count === 0}>
        {cart.count > 999 ? '999+' : cart.count}
      </CountBadge>
    </IconBtn>
  );
});

/**
 * The header's own element and row: fixed style and the compact logo once the page is scrolled more than 50 px.
 * Only this re-renders when that changes (a category tap from the top of the menu, any scroll past 50 px): the
 * row's content comes in as `children`, made by the Header, so React leaves it as it is.
 */
function ScrollAwareHeader({ children, after }: { children: ReactNode; after: ReactNode }) {
  const fixed = useScrolledPast(FIXED_HEADER_SCROLL);
  return (
    <header data-testid="header" data-fixed={fixed ? 'true' : 'false'} className={css.header}>
      <div className={`${ui.container} ${ui.lg} ${css.headerRow}`}>
        <Logo compact={fixed} />
        {children}
      </div>
      {after}
    </header>
  );
}

/** The site header of SPEC.md section 2: banner, logo, navigation, phone, locale, login and cart. */
export const Header = observer(function Header() {
  const locale = useLocale();
  const intl = useIntl();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: another path (a link, the browser's back) closes it.
  const [drawerOn, setDrawerOn] = useState<string | null>(null);
  const drawer = drawerOn === pathname;

  return (
    <>
      <DeliveryBanner />
      <StopDeliveryNotice variant="banner" />
      <ScrollAwareHeader after={<StopDeliveryNotice variant="inline" />}>
        <nav aria-label={intl.formatMessage(m.nav)} className={css.nav}>
          {NAV.map((item) => {
            const href = pageHref(item, locale);
            const active = pathname === href || pathname.startsWith(`${href}/`);
            return (
              <TextLink
                key={item}
                to={href}
                aria-current={active ? 'page' : undefined}
                className={css.navLink}
              >
                {intl.formatMessage(nav[item])}
              </TextLink>
            );
          })}
        </nav>
        <div className={css.spacer} />
        <div className={css.onLg}>
          <PhoneLink />
        </div>
        <div className={css.onSmToLg}>
          <PhoneLink compact />
        </div>
        <div className={css.onSm}>
          <LocaleSwitch />
        </div>
        <AccountButton />
        <CartButton />
        <IconBtn
          type="button"
          data-testid="burger"
          onClick={() => setDrawerOn(pathname)}
          aria-label={intl.formatMessage(m.openMenu)}
          aria-expanded={drawer}
          className={css.burger}
        >
          <BurgerIcon />
        </IconBtn>
      </ScrollAwareHeader>
      {drawer && (
        <Suspense fallback={null}>
          <MobileMenu open onClose={() => setDrawerOn(null)} />
        </Suspense>
      )}
    </>
  );
});
