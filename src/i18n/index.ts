import type { Locale } from '@/domain/types';

/** A compiled catalogue (ICU ASTs at build time, plain strings under Vitest). */
export type Messages = Record<string, string>;

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  ru: () => import('./messages/ru.json'),
  en: () => import('./messages/en.json'),
};

const cache = new Map<Locale, Promise<Messages>>();
const loaded = new Map<Locale, Messages>();

/**
 * The messages of a locale, each catalogue in its own chunk (only the visited language is downloaded).
 * ru.json is extracted from the code (`npm run i18n:extract`); en.json is its translation (a test keeps
 * both with the same keys).
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  let promise = cache.get(locale);
  if (!promise) {
    promise = loaders[locale]().then((m) => {
      loaded.set(locale, m.default);
      return m.default;
    });
    cache.set(locale, promise);
  }
  return promise;
}

/** The messages of a locale if already loaded (synchronously), else undefined. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}
