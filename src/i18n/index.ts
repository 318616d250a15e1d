import type { Locale } from '@/domain/types';

/** A compiled catalogue (ICU ASTs at build time, plain strings under Vitest). */
export type Messages = Record<string, string>;

/**
 * A catalogue module: under builds, the shell's messages with loaders of the other parts
 * (scripts/first-paint.mjs); under Vitest, all of it.
 */
type Part = () => Promise<{ default: Messages }>;
type CatalogueModule = { default: Messages; more?: Part; parts?: Record<string, Part> };

const loaders: Record<Locale, () => Promise<CatalogueModule>> = {
  ru: () => import('./messages/ru.json'),
  en: () => import('./messages/en.json'),
};

const cache = new Map<Locale, Promise<Messages>>();
const loaded = new Map<Locale, Messages>();
const complete = new Map<Locale, Promise<Messages>>();
/** Set once a lazy part wanted every message: a locale loaded from then on comes whole. */
let wantAll = false;
/** The first-paint parts asked for so far: a locale loaded from then on comes with them. */
const wantedParts = new Set<string>();

/** Adds parts of a catalogue to a locale's messages object (the one IntlProvider already holds). */
async function addParts(messages: Messages, parts: (Part | undefined)[]): Promise<Messages> {
  for (const part of await Promise.all(parts.map((load) => load?.()))) if (part) Object.assign(messages, part.default);
  return messages;
}

/** Adds the parts that `pick` names of a locale's catalogue to the locale's messages object. */
function addPartsOf(locale: Locale, pick: (module: CatalogueModule) => (Part | undefined)[]): Promise<Messages> {
  return Promise.all([loaders[locale](), firstMessages(locale)]).then(([module, messages]) => addParts(messages, pick(module)));
}

/** Adds the rest of a locale's catalogue to its messages object. */
function completeMessages(locale: Locale): Promise<Messages> {
  let promise = complete.get(locale);
  if (!promise) {
    promise = addPartsOf(locale, (module) => [module.more, ...Object.values(module.parts ?? {})]);
    complete.set(locale, promise);
  }
  return promise;
}

/**
 * The messages of a locale, each catalogue in its own chunks (only the visited language is downloaded).
 * Builds split a catalogue in parts (scripts/first-paint.mjs): what the shell uses comes first, each
 * lazily loaded first-paint module's own comes with it (`loadMessagePart`), and `loadAllMessages` adds the
 * rest before any MUI part renders.
 * ru.json is extracted from the code (`npm run i18n:extract`); en.json is its translation (a test keeps
 * both with the same keys).
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  return wantAll ? completeMessages(locale) : firstMessages(locale);
}

/** The first part of a locale's catalogue (under Vitest, all of it), with the parts wanted so far. */
function firstMessages(locale: Locale): Promise<Messages> {
  let promise = cache.get(locale);
  if (!promise) {
    promise = loaders[locale]().then((m) => {
      loaded.set(locale, m.default);
      return addParts(m.default, [...wantedParts].map((name) => m.parts?.[name]));
    });
    cache.set(locale, promise);
  }
  return promise;
}

/**
 * Adds a first-paint module's own messages (its part, named after its file: `MenuPage`, `Footer`) to
 * every locale loaded so far and to those loaded later. The router and the layout load it with the
 * module's chunk. Under Vitest the catalogue is whole and this only waits for it.
 */
export function loadMessagePart(name: string): Promise<void> {
  wantedParts.add(name);
  return Promise.all([...cache.keys()].map((locale) => addPartsOf(locale, (module) => [module.parts?.[name]]))).then(() => undefined);
}

/**
 * A loader of a lazily loaded first-paint module (a first-paint page, the footer) that loads the module's
 * own messages with it. `name` is the module's file name, which scripts/first-paint.mjs names its part by.
 */
export function withMessagePart<T>(name: string, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadMessagePart(name)]).then(([module]) => module);
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
