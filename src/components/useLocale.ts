import { useIntl } from 'react-intl';
import type { Locale } from '@/domain/types';

/** The locale of the current route (ru at plain paths, en under /en), from the IntlProvider. */
export function useLocale(): Locale {
  return useIntl().locale === 'en' ? 'en' : 'ru';
}
