import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router';
import { TextLink } from '@/components/plain';
import ui from '@/components/ui.module.css';
import { WidgetBoundary } from '@/components/WidgetBoundary';
import { useLocale } from '@/components/useLocale';
import { PromoPopupSlot } from '@/features/content/PromoPopupSlot';
import { useStores } from '@/stores/context';
import { lazyThemed } from '@/theme/lazyThemed';
import { getHref } from '../paths';
import { Header } from './Header';
import { Logo } from './Logo';
import { Overlays } from './Overlays';
import css from './shell.module.css';

// Below the fold or only on a first visit: loaded right after the first paint, not before it. Both are
// plain CSS with first-paint messages (src/i18n/firstPaint.ts), so plain `lazy`: no MUI theme, no second catalogue part.
const Footer = lazy(() => import('./Footer'));
const CookieBanner = lazy(() => import('./CookieBanner'));

// Footer modals load when one is first opened.
const FooterModals = lazyThemed(() => import('./FooterModals'));

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
    <main id="main" tabIndex={-1} className={css.main}>
      {/* The page's chunk loads behind the layout: header and footer paint at once. */}
      <Suspense fallback={<div className={css.pending} aria-busy="true" />}>
        <Outlet />
      </Suspense>
    </main>
  );
}

function SkipLink() {
  return (
    <a href="#main" className={css.skip}>
      <FormattedMessage id="layout.skip" defaultMessage="Перейти к содержанию" />
    </a>
  );
}

/** Header, footer, cart panel, toasts and the login form (SPEC.md section 2). */
export function DefaultLayout() {
  usePromoFlag(false);
  return (
    <div className={css.page}>
      <SkipLink />
      {/* Widgets in their own error boundaries: one that throws disappears, the page stays. */}
      <WidgetBoundary name="header">
        <Header />
      </WidgetBoundary>
      <Main />
      <WidgetBoundary name="footer">
        <Suspense fallback={<div className={css.footerPending} />}>
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
    </div>
  );
}

/** The promo variant: its own slim header and footer. */
export const PromoLayout = observer(function PromoLayout() {
  usePromoFlag(true);
  const locale = useLocale();
  return (
    <div className={`${css.page} ${css.promoPage}`}>
      <SkipLink />
      <header data-testid="header" data-variant="promo" className={css.promoHeader}>
        <div className={`${ui.container} ${ui.lg} ${css.promoHeaderRow}`}>
          <Logo compact />
          <p className={css.promoBadge}>
            <FormattedMessage id="promo.badge" defaultMessage="Специальное предложение" />
          </p>
        </div>
      </header>
      <Main />
      <footer data-testid="footer" data-variant="promo" className={css.promoFooter}>
        <div className={`${ui.container} ${ui.lg} ${css.promoFooterRow}`}>
          <p className={css.promoFooterText}>
            <FormattedMessage id="promo.footer" defaultMessage="Условия акции уточняйте по телефону доставки." />
          </p>
          <TextLink to={getHref('home', locale)} className={css.promoToShop}>
            <FormattedMessage id="promo.toShop" defaultMessage="Перейти в магазин" />
          </TextLink>
        </div>
      </footer>
      <Overlays />
      <WidgetBoundary name="cookie banner">
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      </WidgetBoundary>
    </div>
  );
});

/** Registration: a quiet page with the logo only. */
export function RegistrationLayout() {
  usePromoFlag(false);
  return (
    <div className={css.page}>
      <SkipLink />
      <header data-testid="header" data-variant="registration" className={css.registrationHeader}>
        <div className={`${ui.container} ${ui.lg}`}>
          <Logo />
        </div>
      </header>
      <Main />
      <Overlays />
    </div>
  );
}

/** Blank: no chrome (admin tools, the mock bank page). */
export function BlankLayout() {
  usePromoFlag(false);
  return (
    <div className={css.blank}>
      <Main />
      <Overlays />
    </div>
  );
}
