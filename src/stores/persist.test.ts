import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of persist.ts (and MobX) whose mobx-persist-store has not been loaded yet. */
async function fresh() {
  vi.resetModules();
  const [
    { persistProperty, persistKeys, loadPersistence },
    { makeAutoObservable, runInAction },
    { SafeStorage, jsonCodec },
  ] = await Promise.all([import('./persist'), import('mobx'), import('./storage')]);
  const items = new Map<string, string>();
  const storage = new SafeStorage(
    () =>
      ({
        getItem: (k: string) => items.get(k) ?? null,
        setItem: (k: string, v: string) => void items.set(k, v),
        removeItem: (k: string) => void items.delete(k),
      }) as unknown as Storage,
  );
  const codec = jsonCodec(
    (v) => (Array.isArray(v) && v.every((n) => typeof n === 'number') ? (v as number[]) : undefined),
    (v) => v.length === 0,
  );
  return {
    persistProperty,
    persistKeys,
    loadPersistence,
    makeAutoObservable,
    runInAction,
    storage,
    items,
    codec,
  };
}

describe('persistProperty (mobx-persist-store, loaded after the first paint)', () => {
  it('restores the stored value at once, before the library has arrived', async () => {
    const { persistProperty, makeAutoObservable, storage, items, codec } = await fresh();
    items.set('numbers', '[1,2]');
    const target = makeAutoObservable({ numbers: [] as number[] });
    persistProperty(target, 'numbers', 'numbers', storage, codec);
    expect(target.numbers).toEqual([1, 2]);
  });

  it('writes a change made before the library arrived once it has, and later changes at once', async () => {
    const { persistProperty, loadPersistence, makeAutoObservable, runInAction, storage, items, codec } =
      await fresh();
    const target = makeAutoObservable({ numbers: [] as number[] });
    persistProperty(target, 'numbers', 'numbers', storage, codec);
    runInAction(() => target.numbers.push(7));
    await loadPersistence();
    await Promise.resolve();
    expect(items.get('numbers')).toBe('[7]');
    runInAction(() => target.numbers.push(8));
    expect(items.get('numbers')).toBe('[7,8]');
    runInAction(() => target.numbers.splice(0));
    expect(items.has('numbers')).toBe(false);
  });

  it('drops an unreadable stored value with a warning', async () => {
    const { persistProperty, makeAutoObservable, storage, items, codec } = await fresh();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    items.set('numbers', '{"not":"a list"}');
    const target = makeAutoObservable({ numbers: [5] as number[] });
    persistProperty(target, 'numbers', 'numbers', storage, codec);
    expect(target.numbers).toEqual([5]);
    expect(items.has('numbers')).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('spreads one value over several keys: absent while the first key is, dropped whole when garbled', async () => {
    const { persistKeys, loadPersistence, makeAutoObservable, runInAction, storage, items } = await fresh();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const codec = {
      decode: (raw: Record<string, string | null>) =>
        /^\d+$/.test(raw.id ?? '') ? { id: Number(raw.id), name: raw.name ?? '' } : undefined,
      encode: (v: { id: number; name: string } | null) =>
        v ? { on: '1', id: String(v.id), name: v.name } : {},
    };
    const make = () => {
      const target = makeAutoObservable({ who: null as { id: number; name: string } | null });
      persistKeys(target, 'who', ['on', 'id', 'name'], storage, codec);
      return target;
    };
    items.set('id', '3');
    expect(make().who).toBeNull();
    items.set('on', '1');
    items.set('name', 'Ann');
    const target = make();
    expect(target.who).toEqual({ id: 3, name: 'Ann' });
    await loadPersistence();
    runInAction(() => (target.who = null));
    expect([...items.keys()]).toEqual([]);
    items.set('on', '1');
    items.set('id', 'x');
    items.set('name', 'Bob');
    expect(make().who).toBeNull();
    expect([...items.keys()]).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
