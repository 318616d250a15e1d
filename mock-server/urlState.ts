import { applyFaultParam, readControl, SCENARIO_KEY, writeControl } from './control';
import { clearDb } from './db';
import { lazyDb } from './lazyDb';
import { findScenario } from './scenarios';
import { decodeSeed } from './seedLink';

/** The tab's scenario: the last one a URL asked for, `default` otherwise. */
export function currentScenario(storage: Storage = window.sessionStorage): string {
  return storage.getItem(SCENARIO_KEY) ?? 'default';
}

/** Switches the tab to a scenario: fresh mock data, the scenario's browser storage (read from the fixtures it names). */
async function enterScenario(name: string): Promise<void> {
  const storage = window.sessionStorage;
  const scenario = findScenario(name);
  if (scenario.name === 'default') storage.removeItem(SCENARIO_KEY);
  else storage.setItem(SCENARIO_KEY, scenario.name);
  clearDb(storage);
  if (!scenario.seedLocalStorage) return;
  const { db, load } = lazyDb(undefined);
  await load(scenario.parts ?? []);
  for (const [key, value] of Object.entries(scenario.seedLocalStorage(db)))
    window.localStorage.setItem(key, value);
}

/**
 * What a URL asks of the tab's mock state, written to its storage before the app reads it:
 * `?scenario=NAME` picks a scenario and keeps it for the tab until `?scenario=default`; `?qa=…` (a link from
 * the QA panel) rebuilds a shared state and leaves the address; `?fault=NAME:KIND` faults one endpoint.
 */
export async function applyUrlState(url: URL): Promise<void> {
  const seed = url.searchParams.get('qa');
  const requested = url.searchParams.get('scenario');
  if (seed) {
    const state = decodeSeed(seed);
    if (state) {
      await enterScenario(state.scenario);
      for (const [k, v] of Object.entries(state.local)) window.localStorage.setItem(k, v);
      for (const [k, v] of Object.entries(state.session)) window.sessionStorage.setItem(k, v);
    } else console.warn('The QA link could not be read; the current state is kept');
    const current = new URL(window.location.href);
    current.searchParams.delete('qa');
    window.history.replaceState(window.history.state, '', current.pathname + current.search + current.hash);
  } else if (requested) {
    await enterScenario(requested);
  }
  // `?fault=getCart:500,login:timeout` puts faults on endpoints for the tab (`?fault=none` clears them).
  const fault = url.searchParams.get('fault');
  if (fault) writeControl(window.sessionStorage, applyFaultParam(readControl(window.sessionStorage), fault));
}
