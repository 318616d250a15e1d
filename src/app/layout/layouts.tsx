import { lazy, Suspense, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router';
import { PageSkeleton } from '@/components/PageSkeleton';
import { WidgetBoundary } from '@/components/WidgetBoundary';
import { PromoPopupSlot } from '@/features/content/PromoPopupSlot';
import { useStores } from '@/stores/context';
import Footer from './Footer';
import { Header } from './Header';
import { LazyFooterModals } from './LazyFooterModals';
import { Overlays } from './Overlays';
import css from './shell.module.css';
import { m } from './shell.messages';

// Only on a first visit: a chunk of its own, out of the entry. Plain CSS with the shell's messages
// (src/i18n/shellMessages.ts), so plain `lazy`: no MUI theme, no rest of the catalogue.
const CookieBanner = lazy(() => import('./CookieBanner'));

/** The cookie banner in its own error boundary, loaded when the layout renders (the default and promo layouts). */
export function CookieBannerSlot() {
  return (
    <WidgetBoundary name="cookie banner">
      <Suspense fallback={null}>
        <CookieBanner />
      </Suspense>
    </WidgetBoundary>
  );
}

/** Marks the promo layout in local storage (`isPromoPage` 1 there, 0 elsewhere). */
export function usePromoFlag(promo: boolean) {
  const { ui } = useStores();
  useEffect(() => ui.setPromoPage(promo), [ui, promo]);
}

export function Main() {
  return (
    <main id="main" tabIndex={-1} className={css.main}>
      {/* The page's chunk loads behind the layout: header and footer paint at once, the page's shape in between. */}
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </main>
  );
}

export function SkipLink() {
  return (
    <a href="#main" className={css.skip}>
      <FormattedMessage {...m.skip} />
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
        {/* A Suspense boundary of its own, though nothing in it suspends: React hydrates a prerendered page's
            boundaries after the rest has committed, so the header's and the page's controls work sooner. */}
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </WidgetBoundary>
      <WidgetBoundary name="footer modals">
        <LazyFooterModals />
      </WidgetBoundary>
      <Overlays />
      <CookieBannerSlot />
      <WidgetBoundary name="promo popup">
        <PromoPopupSlot />
      </WidgetBoundary>
    </div>
  );
}
