// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DADATA_SUGGEST_URL } from '@/api/dadata';
import { fetchStub } from '#tests/support/fetchStub.ts';
import { readConfig } from '@/config/env';
import { AddressStore } from './AddressStore';
import { RootStore } from './RootStore';
import { SafeStorage } from './storage';

const memory = () => new SafeStorage(() => undefined);
function storeOn(routes: Parameters<typeof fetchStub>[0], env: Record<string, string> = {}) {
  const stub = fetchStub(routes);
  // DaData is called with the global fetch (not the shop's client): the stub stands in for it.
  vi.stubGlobal('fetch', stub.fetch);
  return {
    store: new RootStore({ api: stub.client, config: readConfig(env), local: memory(), session: memory() }),
    calls: stub.calls,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AddressStore: where suggestions come from', () => {
  it('with VITE_GEOCODER_KEY asks DaData and tells the zone by the delivery-area rule; an unknown point has an unknown zone', async () => {
    const { store, calls } = storeOn(
      {
        [DADATA_SUGGEST_URL]: {
          json: {
            suggestions: [
              { value: 'г Москва, ул Тверская, д 7', data: { geo_lat: '55.758', geo_lon: '37.611' } },
              {
                value: 'Московская обл, г Химки, ул Московская, д 21',
                data: { geo_lat: '55.888', geo_lon: '37.43' },
              },
              { value: 'г Москва, ул Тверская', data: { geo_lat: null, geo_lon: null } },
            ],
          },
        },
      },
      { VITE_GEOCODER_KEY: 'KEY' },
    );
    expect(store.feature(AddressStore).source).toBe('dadata');
    const found = await store.feature(AddressStore).suggest('тверская', 'ru');
    expect(found.map((a) => a.inZone)).toEqual([true, false, null]);
    expect(found[2]).toMatchObject({ lat: null, lon: null });
    expect(calls.map((c) => c.url)).toEqual([DADATA_SUGGEST_URL]);
  });

  it('without a key asks suggestAddress.php as before', async () => {
    const { store, calls } = storeOn({
      '/api/suggestAddress.php': {
        json: [{ value: 'Москва, ул. Тверская, д. 7', lat: 55.758, lon: 37.611, inZone: 1 }],
      },
    });
    expect(store.feature(AddressStore).source).toBe('api');
    expect(await store.feature(AddressStore).suggest('Тверская', 'ru')).toEqual([
      { value: 'Москва, ул. Тверская, д. 7', lat: 55.758, lon: 37.611, inZone: true },
    ]);
    expect(calls[0]!.url).toBe(
      '/api/suggestAddress.php?query=%D0%A2%D0%B2%D0%B5%D1%80%D1%81%D0%BA%D0%B0%D1%8F&lang=ru',
    );
  });

  it('stops suggesting, silently, when the backend has no suggestAddress (404): nothing is asked again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, calls } = storeOn({});
    expect(await store.feature(AddressStore).suggest('Тверская', 'ru')).toEqual([]);
    expect(store.feature(AddressStore).suggesting).toBe(false);
    expect(await store.feature(AddressStore).suggest('Тверская 7', 'ru')).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('keeps suggesting after a failure of an existing call (500): the field says it failed', async () => {
    const { store } = storeOn({ '/api/suggestAddress.php': { status: 500, json: {} } });
    await expect(store.feature(AddressStore).suggest('Тверская', 'ru')).rejects.toThrow();
    expect(store.feature(AddressStore).suggesting).toBe(true);
  });

  it('stops when DaData refuses the key (403), keeps going after DaData’s own failure (500)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let status = 500;
    const { store } = storeOn(
      { [DADATA_SUGGEST_URL]: () => ({ status, json: {} }) },
      { VITE_GEOCODER_KEY: 'KEY' },
    );
    await expect(store.feature(AddressStore).suggest('тверская', 'ru')).rejects.toThrow();
    expect(store.feature(AddressStore).suggesting).toBe(true);
    status = 403;
    expect(await store.feature(AddressStore).suggest('тверская', 'ru')).toEqual([]);
    expect(store.feature(AddressStore).suggesting).toBe(false);
  });
});
