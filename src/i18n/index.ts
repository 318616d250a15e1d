import type { Locale } from '@/domain/types';

/** A compiled catalogue (ICU ASTs in builds, plain strings under Vitest). */
export type Messages = Record<string, string>;

/**
 * A catalogue module: in builds, the shell's messages with a loader of the rest (scripts/build/messages.ts);
 * under Vitest, all of it.
 */
type CatalogueModule = { default: Messages; rest?: () => Promise<{ default: Messages }> };

const loaders: Record<Locale, () => Promise<CatalogueModule>> = {
  ru: () => import('./messages/ru.json'),
  en: () => import('./messages/en.json'),
};

const first = new Map<Locale, Promise<Messages>>();
const loaded = new Map<Locale, Messages>();
const complete = new Map<Locale, Promise<Messages>>();
/** Set once a lazy part wanted every message: a locale loaded from then on comes whole. */
let wantAll = false;

/** The shell's messages of a locale (under Vitest, all of them). */
function firstMessages(locale: Locale): Promise<Messages> {
  let promise = first.get(locale);
  if (!promise) {
    promise = loaders[locale]().then((m) => {
      loaded.set(locale, m.default);
      return m.default;
    });
    first.set(locale, promise);
  }
  return promise;
}

/** Adds the rest of a locale's catalogue to its messages object (the one IntlProvider already holds). */
function completeMessages(locale: Locale): Promise<Messages> {
  let promise = complete.get(locale);
  if (!promise) {
    promise = Promise.all([loaders[locale](), firstMessages(locale)]).then(async ([module, messages]) => {
      if (module.rest) Object.assign(messages, (await module.rest()).default);
      return messages;
    });
    complete.set(locale, promise);
  }
  return promise;
}

/**
 * The messages of a locale, each catalogue in its own chunks (only the visited language is downloaded).
 * Builds ship a catalogue in two parts (src/i18n/shellMessages.ts): the shell's messages, which the shell
 * and the first-paint pages use, come first; `loadAllMessages` adds the rest before any MUI part renders.
 * ru.json is extracted from the code (`npm run i18n:extract`); en.json is its translation (a test keeps
 * both with the same keys).
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  return wantAll ? completeMessages(locale) : firstMessages(locale);
}

/** Every message of every locale loaded so far (and of those loaded later): lazy parts wait for this. */
export function loadAllMessages(): Promise<void> {
  wantAll = true;
  return Promise.all([...first.keys()].map(completeMessages)).then(() => undefined);
}

/** The messages of a locale if already loaded (synchronously), else undefined. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}
