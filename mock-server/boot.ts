import { isBankPage } from './bank/bankPage';
import { readControl, SCENARIO_KEY } from './control';

/** The query parameters that change the tab's mock state before the app reads its storage (browser.ts). */
const STATE_PARAMS = ['qa', 'scenario', 'fault'];

/** Whether the tab's mock answers as shipped: the default scenario, no faults, no latency. */
function asShipped(storage: Storage): boolean {
  const control = readControl(storage);
  return (
    storage.getItem(SCENARIO_KEY) === null &&
    control.latencyMs === 0 &&
    Object.keys(control.faults).length === 0
  );
}

/** Whether a call is one the mock answers (every API path; what it does not know, it passes through). */
function isApiCall(input: RequestInfo | URL): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url, window.location.href).pathname.startsWith('/api/');
}

/**
 * Holds API calls until the mock is ready, then sends them through whatever `window.fetch` is then (the
 * mock's). Calls made before the mock has started wait for it instead of failing. Returns `open`.
 */
export function gateFetch(target: { fetch: typeof fetch } = window): (ready: Promise<unknown>) => void {
  const real = target.fetch;
  let opened: ((ready: Promise<unknown>) => void) | undefined;
  const ready = new Promise<unknown>((resolve) => {
    opened = resolve;
  });
  const gated: typeof fetch = (input, init) => {
    if (!isApiCall(input)) return real.call(target, input, init);
    return ready.then(
      () => (target.fetch === gated ? real : target.fetch).call(target, input, init),
      () => real.call(target, input, init),
    );
  };
  target.fetch = gated;
  return (started) => opened!(started);
}

/**
 * The mock's start in the page (main.tsx), in two steps: first what the app reads at its start — the tab's
 * storage as `?scenario=`, `?qa=` or `?fault=` leave it (`storageReady`: resolved at once without them;
 * `asShipped` when the mock will answer what a prerendered page was rendered from); then, without holding up the
 * app's start, MirageJS with the handlers and the QA panel (browser.ts). API calls made in between wait for it.
 * The mock bank page (`ownPage`) replaces the app.
 */
export function bootMock(): { ownPage: boolean; storageReady: Promise<{ asShipped: boolean }> } {
  const open = gateFetch();
  const url = new URL(window.location.href);
  const asksForState = STATE_PARAMS.some((name) => url.searchParams.has(name));
  // The URL's scenario, link or faults go into the tab's storage before the app reads it (a cart, a login).
  const applied = asksForState ? import('./urlState').then((m) => m.applyUrlState(url)) : Promise.resolve();
  // The mock answers as the fixtures were shipped (no scenario, fault or latency in the tab): what a page was prerendered from.
  const storageReady = applied.then(() => ({ asShipped: asShipped(window.sessionStorage) }));
  const ownPage = isBankPage(url);
  const started = storageReady.then(() => import('./browser')).then((m) => m.startMock());
  open(started);
  // A mock that did not start leaves the calls to fail on their own (the gate passes them on); say why once.
  started.catch((error: unknown) => console.error('The mock did not start', error));
  return { ownPage, storageReady };
}
