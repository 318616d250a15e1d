import type { StorageController } from 'mobx-persist-store';
import type { SafeStorage } from './storage';

/** How a property is written to and read from one storage key; `decode` gives undefined for a bad value. */
export type Codec<V> = { decode: (raw: string) => V | undefined; encode: (value: V) => string | null };

let instance = 0;

/**
 * Keeps one observable property of a store under one browser-storage key, through mobx-persist-store.
 * The value is stored in its own shape (the cart as a plain list under `cart`, a code as plain text),
 * not wrapped in the library's object, so other code and QA read the keys of SPEC.md section 3 as they are.
 * A value that does not decode is dropped with a warning; encode → null removes the key.
 */
export function persistProperty<T extends object, K extends keyof T & string>(
  target: T,
  property: K,
  key: string,
  storage: SafeStorage,
  codec: Codec<T[K]>,
  /** How a stored value meets what changed before it was restored (default: the stored value wins). */
  merge?: (stored: T[K], current: T[K]) => T[K],
): Promise<void> {
  const controller: StorageController = {
    getItem: () => {
      const raw = storage.getRaw(key);
      if (raw === null) return null;
      const value = codec.decode(raw);
      if (value === undefined) {
        console.warn(`Dropped an unreadable value of "${key}" from browser storage`);
        storage.remove(key);
        return null;
      }
      return { [property]: value } as never;
    },
    setItem: (_name: string, data: Record<string, unknown>) => {
      const encoded = codec.encode(data[property] as T[K]);
      if (encoded === null) storage.remove(key);
      else storage.setRaw(key, encoded);
    },
    removeItem: () => storage.remove(key),
  };
  // The library's own name must be unique per store instance (tests build many RootStores); the key is ours.
  instance += 1;
  const name = `${key}#${instance}`;
  // Loaded beside the first paint rather than in it: the stores hydrate a moment later, as they would anyway (the library is async).
  return import('mobx-persist-store')
    .then(({ makePersistable }) => makePersistable(target as Record<string, unknown>, {
        name,
        properties: [merge ? { key: property, serialize: (value: unknown) => value, deserialize: (stored: unknown) => merge(stored as T[K], target[property]) } : property],
        storage: controller,
        stringify: false,
      }))
    .then(
      () => undefined,
      (error: unknown) => console.warn(`Could not restore "${key}" from browser storage`, error),
    );
}

/** JSON values checked by a guard; anything else is dropped. */
export function jsonCodec<V>(read: (value: unknown) => V | undefined, isEmpty: (value: V) => boolean = () => false): Codec<V> {
  return {
    decode: (raw) => {
      try {
        return read(JSON.parse(raw));
      } catch {
        return undefined;
      }
    },
    encode: (value) => (isEmpty(value) ? null : JSON.stringify(value)),
  };
}
