import { use, useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import type { Locale } from '@/domain/types';
import { loadedMessages, loadMessages } from '@/i18n';
import { useStores } from '@/stores/context';
import { AnalyticsPageViews } from './layout/AnalyticsPageViews';
import { ProgressBar } from './layout/ProgressBar';
import { ScrollToTop } from './layout/ScrollToTop';

/** The root of one locale's routes: IntlProvider, `<html lang>`, the locale cookie and the first menu load. */
export function LocaleRoot({ locale }: { locale: Locale }) {
  const { site, config } = useStores();
  const { pathname } = useLocation();
  // main.tsx preloads the first locale; switching suspends inside the router's transition until the other arrives.
  const messages = loadedMessages(locale) ?? use(loadMessages(locale));
  useEffect(() => site.setLocale(locale), [site, locale]);
  useEffect(() => {
    // The menu tree (with stop-delivery, cafes and token) is loaded once per page load, for the path it started on;
    // loadMenu marks the store 'loading' before its first await, so a second effect run finds it busy.
    if (site.menuStatus === 'idle') void site.loadMenu(pathname);
  }, [site, pathname]);
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
