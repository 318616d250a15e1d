import { reaction, runInAction, toJS } from 'mobx';
import type { SafeStorage } from './storage';

/** How a property is written to and read from one storage key; `decode` gives undefined for a bad value. */
export type Codec<V> = { decode: (raw: string) => V | undefined; encode: (value: V) => string | null };

/**
 * Keeps one observable property of a store under one browser-storage key (what mobx-persist-store did,
 * in a few lines: its ~4 KB gzip sat in every page's first JavaScript). The value is stored in its own
 * shape (the cart as a plain list under `cart`, a code as plain text), so other code and QA read the keys
 * of SPEC.md section 3 as they are. It is restored at once (the header's count and the first render must
 * see the stored cart) and from then on every change, deep ones included, is written synchronously by a
 * reaction. A value that does not decode is dropped with a warning; encode → null removes the key.
 */
export function persistProperty<T extends object, K extends keyof T & string>(target: T, property: K, key: string, storage: SafeStorage, codec: Codec<T[K]>): void {
  const read = (): T[K] | undefined => {
    const raw = storage.getRaw(key);
    if (raw === null) return undefined;
    const value = codec.decode(raw);
    if (value === undefined) {
      console.warn(`Dropped an unreadable value of "${key}" from browser storage`);
      storage.remove(key);
    }
    return value;
  };
  const write = (value: T[K]) => {
    const encoded = codec.encode(value);
    if (encoded === null) storage.remove(key);
    else storage.setRaw(key, encoded);
  };
  const stored = read();
  if (stored !== undefined) {
    runInAction(() => {
      target[property] = stored;
    });
  }
  // toJS reads the value deeply, so a change inside the cart's lines is written too; the first run writes the restored value back.
  reaction(() => toJS(target[property]), write, { fireImmediately: true });
}

/** JSON values checked by a guard; anything else is dropped. `isEmpty` values remove the key. */
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
