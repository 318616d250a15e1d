import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { ApiClient } from '@/api/client';
import { App } from '@/app/App';
import { AppRoutes } from '@/app/router';
import { readConfig } from '@/config/env';
import { RootStore } from '@/stores/RootStore';
import { makeServer } from '../../mock-server';
import type { EndpointFault } from '../../mock-server/control';
import { createDb, type MockDb } from '../../mock-server/db';
import { findScenario } from '../../mock-server/scenarios';

/** Seeds local storage as `?scenario=NAME` does in the browser (the cart, a session, a used promo…). */
export function seedScenario(name: string): void {
  for (const [key, value] of Object.entries(findScenario(name).seedLocalStorage?.(createDb()) ?? {}))
    localStorage.setItem(key, value);
}

/** Keeps the router's current location where the test can read it. */
function LocationSpy({ onChange }: { onChange: (location: Location) => void }) {
  onChange(useLocation());
  return null;
}

/**
 * Renders the whole app at `path` with the real providers, a fresh RootStore and the Mirage mock
 * (pretender intercepts fetch under jsdom). Call `server.shutdown()` after the test.
 */
export function renderApp(
  path: string,
  options: {
    scenario?: string;
    db?: MockDb;
    /** Faults per endpoint name of mock-server/routes.ts, read on every call (the object may change during a test). */
    faults?: Record<string, EndpointFault>;
    /** The API client's timeout; tests of the `timeout` fault make it short. */
    apiTimeoutMs?: number;
  } = {},
) {
  const faults = options.faults ?? {};
  const { server, db } = makeServer({
    environment: 'test',
    scenario: options.scenario,
    db: options.db ?? createDb(),
    control: () => ({ latencyMs: 0, faults }),
  });
  const config = readConfig({ VITE_MOCK: 'true' });
  const store = new RootStore({
    api: new ApiClient({ apiUrl: '', timeoutMs: options.apiTimeoutMs }),
    config,
  });
  let location = { pathname: path } as Location;
  const view = render(
    <App store={store}>
      <MemoryRouter initialEntries={[path]}>
        <LocationSpy onChange={(l) => (location = l)} />
        <AppRoutes />
      </MemoryRouter>
    </App>,
  );
  // `router.state.location` as with a data router: where the app is now.
  const router = {
    get state() {
      return { location };
    },
  };
  return { ...view, store, server, db, router };
}

let openApp: { server: { shutdown: () => void } } | undefined;

/** Renders the app at a path; a second call in one test replaces the first page. Pair with `closePage` after each test. */
export function openPage(path: string, options: Parameters<typeof renderApp>[1] = {}) {
  if (openApp) {
    cleanup();
    openApp.server.shutdown();
  }
  const app = renderApp(path, options);
  openApp = app;
  return app;
}

/** Stops the mock of the page `openPage` rendered last. */
export function closePage() {
  openApp?.server.shutdown();
  openApp = undefined;
}
