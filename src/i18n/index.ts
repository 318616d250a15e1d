import type { Locale } from '@/domain/types';
import en from './messages/en.json';
import ru from './messages/ru.json';

/** Message catalogues: ru.json is extracted from the code (`npm run i18n:extract`), en.json is its translation. */
export const catalogues: Record<Locale, Record<string, string>> = { ru, en };

/** Messages with a missing translation fall back to Russian rather than showing an id. */
export function messagesFor(locale: Locale): Record<string, string> {
  return locale === 'ru' ? ru : { ...ru, ...en };
}
