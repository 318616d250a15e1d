import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { reportPageView } from '@/config/analytics';
import { useStores } from '@/stores/context';

/** With VITE_ANALYTICS_ID, every navigation after the first page is a Metrika page view. */
export function AnalyticsPageViews() {
  const { config } = useStores();
  const { pathname, search } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const url = `${pathname}${search}`;
    if (previous.current !== null && previous.current !== url)
      reportPageView(
        window.location.href,
        config.analyticsId,
        new URL(previous.current, window.location.origin).href,
      );
    previous.current = url;
  }, [pathname, search, config.analyticsId]);
  return null;
}
