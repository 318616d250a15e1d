import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadMessages } from '@/i18n';
import { loadPersistence } from '@/stores/persist';

// The app preloads the first locale's messages before rendering (main.tsx); tests do the same.
beforeAll(async () => {
  // …and mobx-persist-store, which the app loads right after the first paint: stores then persist synchronously.
  await Promise.all([loadMessages('ru'), loadMessages('en'), loadPersistence()]);
});

afterEach(() => cleanup());

// Pages are lazy chunks and whole pages render in jsdom on a shared 2-core machine: waits are generous, never the assertions.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 40_000 });
