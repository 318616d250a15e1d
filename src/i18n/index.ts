import type { Locale } from '@/domain/types';

/** A compiled catalogue (ICU ASTs at build time, plain strings under Vitest). */
export type Messages = Record<string, string>;

/** A catalogue module: under builds, the first-paint messages and a loader of the rest; under Vitest, all of it. */
type CatalogueModule = { default: Messages; more?: () => Promise<{ default: Messages }> };

const loaders: Record<Locale, () => Promise<CatalogueModule>> = {
  ru: () => import('./messages/ru.json'),
  en: () => import('./messages/en.json'),
};

const cache = new Map<Locale, Promise<Messages>>();
const loaded = new Map<Locale, Messages>();
const complete = new Map<Locale, Promise<Messages>>();
/** Set once a lazy part wanted every message: a locale loaded from then on comes whole. */
let wantAll = false;

/** Adds the rest of a locale's catalogue to its messages object (the one IntlProvider already holds). */
function completeMessages(locale: Locale): Promise<Messages> {
  let promise = complete.get(locale);
  if (!promise) {
    promise = Promise.all([loaders[locale](), firstMessages(locale)]).then(async ([module, messages]) => {
      if (module.more) Object.assign(messages, (await module.more()).default);
      return messages;
    });
    complete.set(locale, promise);
  }
  return promise;
}

/**
 * The messages of a locale, each catalogue in its own chunk (only the visited language is downloaded).
 * Builds split a catalogue in two (scripts/vite-precompile-messages.ts): what first-paint code uses
 * (src/i18n/firstPaint.ts) comes first; `loadAllMessages` adds the rest before any lazy part renders.
 * ru.json is extracted from the code (`npm run i18n:extract`); en.json is its translation (a test keeps
 * both with the same keys).
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  return wantAll ? completeMessages(locale) : firstMessages(locale);
}

/** The first part of a locale's catalogue (under Vitest, all of it): the object IntlProvider holds. */
function firstMessages(locale: Locale): Promise<Messages> {
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

/** Every message of every locale loaded so far (and of those loaded later): lazy parts wait for this. */
export function loadAllMessages(): Promise<void> {
  wantAll = true;
  return Promise.all([...cache.keys()].map(completeMessages)).then(() => undefined);
}

/** The messages of a locale if already loaded (synchronously), else undefined. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}
