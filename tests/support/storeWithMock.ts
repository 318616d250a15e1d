import { ApiClient } from '@/api/client';
import { readConfig } from '@/config/env';
import { makeServer } from '@mock/index';
import { createDb, type MockDb } from '@mock/db';
import { RootStore } from '@/stores/RootStore';

type SentCall = { url: string; body: Record<string, unknown> | null };

/**
 * For store tests only: a fresh RootStore talking to the Mirage mock (in jsdom), and the calls it sent.
 * Call `done()` after the test.
 */
export function storeWithMock(options: { scenario?: string; db?: MockDb } = {}) {
  const { server, db } = makeServer({
    environment: 'test',
    scenario: options.scenario,
    db: options.db ?? createDb(),
  });
  const calls: SentCall[] = [];
  const mocked = window.fetch;
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({
      url,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
    });
    return mocked(input, init);
  };
  const store = new RootStore({
    api: new ApiClient({ apiUrl: '' }),
    config: readConfig({ VITE_MOCK: 'true' }),
  });
  /** Bodies of the calls made to `path`, oldest first. */
  const sent = (path: string) => calls.filter((c) => c.url.split('?')[0] === path).map((c) => c.body ?? {});
  const done = () => {
    window.fetch = mocked;
    server.shutdown();
  };
  return { store, server, db, sent, done };
}
