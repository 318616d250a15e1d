import { runInAction } from 'mobx';
import type { PersistStore, StorageController } from 'mobx-persist-store';
import type { SafeStorage } from './storage';

/** How a property is written to and read from one storage key; `decode` gives undefined for a bad value. */
export type Codec<V> = { decode: (raw: string) => V | undefined; encode: (value: V) => string | null };

type Library = { PersistStore: typeof PersistStore };
let library: Promise<Library> | undefined;
let loaded: Library | undefined;

/** Loads mobx-persist-store once (after the first paint; tests load it up front, so persisting starts synchronously). */
export function loadPersistence(): Promise<Library> {
  library ??= import('mobx-persist-store').then((lib) => (loaded = lib));
  return library;
}

/**
 * How a property spread over several keys is read and written: `decode` gets each key's raw value (null
 * when absent) and gives undefined for a bad value; `encode` gives each key's value (null or none: remove the key).
 */
export type KeysCodec<V> = {
  decode: (raw: Record<string, string | null>) => V | undefined;
  encode: (value: V) => Partial<Record<string, string | null>>;
};

/**
 * Keeps one observable property of a store under one browser-storage key, through mobx-persist-store.
 * The value is stored in its own shape (the cart as a plain list under `cart`, a code as plain text),
 * not wrapped in the library's object, so other code and QA read the keys of SPEC.md section 3 as they are.
 * It is restored at once (the library's own hydration is asynchronous: the header's count and the first
 * render must see the stored cart). The library itself arrives in its own small chunk right after the
 * first paint (kept out of every page's first JavaScript); its reaction fires immediately,
 * so a change made before it arrived is written then, and every later change synchronously.
 * A value that does not decode is dropped with a warning; encode → null removes the key.
 */
export function persistProperty<T extends object, K extends keyof T & string>(
  target: T,
  property: K,
  key: string,
  storage: SafeStorage,
  codec: Codec<T[K]>,
): () => void {
  return persistKeys(target, property, [key], storage, {
    decode: (raw) => codec.decode(raw[key] ?? ''),
    encode: (value) => ({ [key]: codec.encode(value) }),
  });
}

/**
 * persistProperty for a value the spec spreads over several keys (the login session): nothing is stored
 * while the first key is absent; a value that does not decode is dropped whole, every key with it.
 * Gives back a stop: the property is no longer kept (a store that lives shorter than the page, a form).
 */
export function persistKeys<T extends object, K extends keyof T & string>(
  target: T,
  property: K,
  keys: readonly [string, ...string[]],
  storage: SafeStorage,
  codec: KeysCodec<T[K]>,
): () => void {
  const [marker] = keys;
  const removeAll = () => keys.forEach((key) => storage.remove(key));
  const read = (): T[K] | undefined => {
    const raw = Object.fromEntries(keys.map((key) => [key, storage.getRaw(key)]));
    if (raw[marker] === null) return undefined;
    const value = codec.decode(raw);
    if (value === undefined) {
      console.warn(`Dropped an unreadable value of "${marker}" from browser storage`);
      removeAll();
    }
    return value;
  };
  const controller: StorageController = {
    getItem: () => {
      const value = read();
      return value === undefined ? null : ({ [property]: value } as never);
    },
    setItem: (_name: string, data: Record<string, unknown>) => {
      const encoded = codec.encode(data[property] as T[K]);
      for (const key of keys) {
        const text = encoded[key];
        if (text === null || text === undefined) storage.remove(key);
        else storage.setRaw(key, text);
      }
    },
    removeItem: removeAll,
  };
  const stored = read();
  if (stored !== undefined) {
    runInAction(() => {
      target[property] = stored;
    });
  }
  let stopped = false;
  let started: PersistStore<T, K> | undefined;
  const start = ({ PersistStore }: Library) => {
    if (stopped) return;
    started = new PersistStore(target, {
      name: marker,
      properties: [property],
      storage: controller,
      stringify: false,
    });
    void started.startPersisting();
  };
  if (loaded) start(loaded);
  else
    void loadPersistence().then(start, (error: unknown) =>
      console.warn(`Could not start keeping "${marker}" in browser storage`, error),
    );
  return () => {
    stopped = true;
    started?.stopPersisting();
  };
}
