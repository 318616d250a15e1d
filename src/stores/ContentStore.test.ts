// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub } from '#tests/support/fetchStub.ts';
import { readConfig } from '@/config/env';
import { FALLBACK_DELIVERY_TERMS } from '@/domain/delivery';
import { RootStore } from './RootStore';
import { SafeStorage } from './storage';

const memory = () => new SafeStorage(() => undefined);
function storeOn(routes: Parameters<typeof fetchStub>[0] = {}) {
  const stub = fetchStub(routes);
  return {
    store: new RootStore({ api: stub.client, config: readConfig({}), local: memory(), session: memory() }),
    calls: stub.calls,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('ContentStore when the backend has no getContent call (DECISIONS.md section 6)', () => {
  it('shows the delivery terms shipped with the app, ready, not failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = storeOn();
    await store.content.load('delivery');
    expect(store.content.status.delivery).toBe('ready');
    expect(store.content.delivery).toEqual(FALLBACK_DELIVERY_TERMS);
    expect(store.content.missing.delivery).toBe(true);
    expect(store.content.isUnavailable('delivery')).toBe(false);
  });

  it.each(['events', 'vacancies', 'press'] as const)(
    'marks %s unavailable (no shipped text): ready with nothing, for the notice',
    async (type) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { store } = storeOn({ '/api/getContent.php': { status: 405, json: null } });
      await store.content.load(type);
      expect(store.content.status[type]).toBe('ready');
      expect(store.content[type]).toEqual([]);
      expect(store.content.isUnavailable(type)).toBe(true);
    },
  );

  it('treats a failure of an existing call as an error with a retry, not as a missing call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = storeOn({ '/api/getContent.php': { status: 500, json: {} } });
    await store.content.load('events');
    expect(store.content.status.events).toBe('error');
    expect(store.content.isUnavailable('events')).toBe(false);
  });

  it('reads the server copy again once the call exists, and a later missing refresh keeps it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let exists = false;
    const event = { id: 1, alias: 'a', date: '2026-11-01', title_ru: 'Дегустация' };
    const { store } = storeOn({
      '/api/getContent.php': () =>
        exists ? { json: { items: [event] } } : { status: 404, text: 'Not Found' },
    });
    await store.content.load('events');
    expect(store.content.isUnavailable('events')).toBe(true);
    exists = true;
    await store.content.load('events', true);
    expect(store.content.isUnavailable('events')).toBe(false);
    expect(store.content.events.map((e) => e.id)).toEqual([1]);
    exists = false;
    await store.content.refresh('events');
    expect(store.content.events.map((e) => e.id)).toEqual([1]);
  });
});
