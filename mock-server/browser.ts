import { clearDb, loadDb } from './db';
import { makeServer } from './index';
import { findScenario } from './scenarios';

const SCENARIO_KEY = 'mockScenario';

/**
 * Starts the mock in the page: `?scenario=NAME` picks a scenario and keeps it for the tab until
 * `?scenario=default`; the data lives in sessionStorage so a reload keeps the state.
 */
export function startMock() {
  const url = new URL(window.location.href);
  const requested = url.searchParams.get('scenario');
  const storage = window.sessionStorage;
  if (requested) {
    const scenario = findScenario(requested);
    if (scenario.name === 'default') storage.removeItem(SCENARIO_KEY);
    else storage.setItem(SCENARIO_KEY, scenario.name);
    clearDb(storage);
    const db = loadDb(undefined);
    for (const [key, value] of Object.entries(scenario.seedLocalStorage?.(db) ?? {})) window.localStorage.setItem(key, value);
  }
  const name = storage.getItem(SCENARIO_KEY) ?? 'default';
  return makeServer({ environment: 'development', scenario: name, db: loadDb(storage), storage });
}
