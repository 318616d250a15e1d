import { isBankPage, paymentPageFor } from './bank/bankPage';
import { applyFaultParam, readControl, writeControl } from './control';
import { clearDb, DEFAULT_PAYMENT_PAGE, loadDb } from './db';
import { makeServer } from './index';
import { findScenario } from './scenarios';
import { decodeSeed } from './seedLink';

export const SCENARIO_KEY = 'mockScenario';

/** Switches the tab to a scenario: fresh mock data, the scenario's browser storage. */
function enterScenario(name: string): void {
  const storage = window.sessionStorage;
  const scenario = findScenario(name);
  if (scenario.name === 'default') storage.removeItem(SCENARIO_KEY);
  else storage.setItem(SCENARIO_KEY, scenario.name);
  clearDb(storage);
  for (const [key, value] of Object.entries(scenario.seedLocalStorage?.(loadDb(undefined)) ?? {})) window.localStorage.setItem(key, value);
}

/**
 * Starts the mock in the page. `?scenario=NAME` picks a scenario and keeps it for the tab until
 * `?scenario=default`; `?qa=…` (a link from the QA panel) rebuilds a shared state; the mock's data
 * lives in sessionStorage so a reload keeps it; `?fault=NAME:KIND` faults one endpoint. Mounts the QA panel.
 */
export function startMock() {
  const url = new URL(window.location.href);
  const seed = url.searchParams.get('qa');
  const requested = url.searchParams.get('scenario');
  if (seed) {
    const state = decodeSeed(seed);
    if (state) {
      enterScenario(state.scenario);
      for (const [k, v] of Object.entries(state.local)) window.localStorage.setItem(k, v);
      for (const [k, v] of Object.entries(state.session)) window.sessionStorage.setItem(k, v);
    } else console.warn('The QA link could not be read; the current state is kept');
    url.searchParams.delete('qa');
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
  } else if (requested) {
    enterScenario(requested);
  }
  const storage = window.sessionStorage;
  // `?fault=getCart:500,login:timeout` puts faults on endpoints for the tab (`?fault=none` clears them).
  const fault = url.searchParams.get('fault');
  if (fault) writeControl(storage, applyFaultParam(readControl(storage), fault));
  const name = storage.getItem(SCENARIO_KEY) ?? 'default';
  const db = loadDb(storage);
  const hashRouting = import.meta.env.VITE_ROUTER === 'hash';
  // Card orders go to the app's own bank page; with the hash router it lives beside index.html, in any folder.
  db.config.paymentPage = paymentPageFor(hashRouting, window.location.pathname, DEFAULT_PAYMENT_PAGE);
  const started = makeServer({ environment: 'development', scenario: name, db, storage, control: () => readControl(storage) });
  const current = new URL(window.location.href);
  // The bank page replaces the app (main.tsx renders nothing else); no QA panel over a "third-party" page.
  if (isBankPage(current)) {
    void import('./bank/mount').then((m) => m.mountBankPage(current, hashRouting));
    return { ...started, ownPage: true };
  }
  void import('./panel/mount').then((m) => m.mountQaPanel(name, { db, storage }));
  return { ...started, ownPage: false };
}
