import { use, useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { LOCALE_COOKIE_DAYS } from '@/domain/constants';
import type { Locale } from '@/domain/types';
import { loadedMessages, loadMessages } from '@/i18n';
import { useStores } from '@/stores/context';
import { AnalyticsPageViews } from './layout/AnalyticsPageViews';
import { ProgressBar } from './layout/ProgressBar';
import { ScrollToTop } from './layout/ScrollToTop';

/**
 * The root of one locale's routes and the one source of the locale: the route (`/en` or none) names it, and
 * everything else follows from it here: IntlProvider (components read it with useLocale), `<html lang>`,
 * the locale cookie, and `ui.locale` for the requests stores send (`lang`). Also the first menu load.
 */
export function LocaleRoot({ locale }: { locale: Locale }) {
  const { catalogue, ui, config } = useStores();
  const { pathname } = useLocation();
  // main.tsx preloads the first locale; switching suspends inside the router's transition until the other arrives.
  const messages = loadedMessages(locale) ?? use(loadMessages(locale));
  useEffect(() => {
    ui.setLocale(locale);
    // Written only when it changes: any write of `lang`, even the same value, restyles the whole page (`:lang`).
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
    document.cookie = `locale=${locale}; max-age=${LOCALE_COOKIE_DAYS * 24 * 60 * 60}; path=/; SameSite=Lax`;
  }, [ui, locale]);
  useEffect(() => {
    // The menu tree (with stop-delivery, cafes and token) is loaded once per page load, for the path it started on;
    // loadMenu marks the store 'loading' before its first await, so a second effect run finds it busy.
    if (catalogue.menuStatus === 'idle') void catalogue.loadMenu(pathname);
  }, [catalogue, pathname]);
  return (
    <IntlProvider locale={locale} defaultLocale="ru" messages={messages} onError={onIntlError}>
      <ProgressBar />
      <ScrollToTop />
      {config.analyticsId && <AnalyticsPageViews />}
      <Outlet />
    </IntlProvider>
  );
}

function onIntlError(error: { code: string }) {
  // Russian texts are the default messages, so a missing Russian translation is expected.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}
