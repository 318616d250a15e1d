import { counterId, ym } from './analytics';

/** Yandex Metrika's tag, loaded only when VITE_ANALYTICS_ID is set (DECISIONS.md section 1). */
export const METRIKA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';

/** What the counter is started with: clicks, outbound links and real bounces; no session recording (webvisor). */
export const METRIKA_INIT = { clickmap: true, trackLinks: true, accurateTrackBounce: true } as const;

/**
 * Starts Metrika: `ym(id, 'init', …)` into the queue and tag.js as an external script element (no inline
 * code, so the Content Security Policy needs only mc.yandex.ru). Once per page; a malformed id starts nothing.
 */
export function startAnalytics(analyticsId: string | undefined, doc: Document = document): boolean {
  const id = counterId(analyticsId);
  if (id === null) {
    if (analyticsId)
      console.warn(`VITE_ANALYTICS_ID "${analyticsId}" is not a Metrika counter number: analytics stays off`);
    return false;
  }
  if (doc.querySelector(`script[src="${METRIKA_TAG_URL}"]`)) return true;
  ym()(id, 'init', METRIKA_INIT);
  const script = doc.createElement('script');
  script.async = true;
  script.src = METRIKA_TAG_URL;
  doc.head.appendChild(script);
  return true;
}
