import { beforeAll, vi } from 'vitest';
import { loadPersistence } from '@/stores/persist';

// Pure tests in Node: stores persist synchronously once mobx-persist-store is loaded (the app loads it right
// after the first paint). No DOM, no Testing Library: tests/setup.ts is the jsdom project's setup.
beforeAll(async () => {
  await loadPersistence();
});

// Generous for a busy 2-core machine; the assertions themselves wait for state, never for time.
vi.setConfig({ testTimeout: 30_000 });
