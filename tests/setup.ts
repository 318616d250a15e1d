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

// Pages are lazy chunks that Vite compiles on first use, and whole pages render in jsdom on a shared 2-core
// machine (load averages of 10+ seen): waits for a state are generous, they end as soon as the state is there.
configure({ asyncUtilTimeout: 60_000 });
vi.setConfig({ testTimeout: 120_000 });

// jsdom has no layout and does not implement scrolling: navigations that scroll to the top would log "Not
// implemented" on every page change. Scrolling is proven in the browser (keyboard.spec.ts, shell.spec.ts).
// (A server-render test of this project runs in Node, without a window.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
