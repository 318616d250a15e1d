import { createServer, Response } from 'miragejs';
import { NO_CONTROL, type MockControl } from './control';
import { saveDb, type MockDb } from './db';
import { holds, type PartLoader } from './lazyDb';
import { mockRoutes, partsFor, type RouteDef } from './routes';
import { findScenario, type Scenario } from './scenarios';
import { isSpecCall, specOnlyAnswer } from './specShape';
import type { MockRequest } from './types';
import { parseBody } from './body';

export type MakeServerOptions = {
  environment?: 'development' | 'test';
  scenario?: string;
  /** The data: whole (createDb(), in Node) or filled in by `load` (the browser's lazyDb). */
  db: MockDb;
  /** Where the mock keeps its data for the tab; none in unit tests. */
  storage?: Storage;
  /** Live controls (QA panel): read on every request. */
  control?: () => MockControl;
  /**
   * Fills in the fixture parts `db` does not hold yet (the browser's lazyDb): each call waits for the parts
   * its route needs, and the scenario's `prepare` runs once its parts are there. Without it `db` is whole.
   */
  load?: PartLoader;
};

/** The endpoint a URL belongs to, by the path of routes.ts. */
function routeOf(url: string): RouteDef | undefined {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0];
  return mockRoutes.find((r) => r.path === path);
}

/** The endpoint's name a URL belongs to, by the path of routes.ts. */
export function routeNameOf(url: string): string | undefined {
  return routeOf(url)?.name;
}

/** The query of a URL as a handler sees it. */
function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://mock.local').searchParams);
}

/** A cut-off JSON answer (the `malformed` fault). */
export const MALFORMED_BODY = '{"code":1,"message":"ok","cart":[{"id":';

/** The `timeout` fault: the server never answers; the call ends only when the client gives up (aborts). */
function neverAnswer(signal: AbortSignal | null | undefined): Promise<globalThis.Response> {
  return new Promise((_, reject) => {
    signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });
}

/** Starts MirageJS with every route of routes.ts; the only file that knows Mirage. */
export function makeServer({
  environment = 'development',
  scenario: scenarioName,
  db,
  storage,
  control = () => NO_CONTROL,
  load,
}: MakeServerOptions) {
  const scenario: Scenario = findScenario(scenarioName);
  // The scenario changes the data once the parts it reads are there: at once with a whole database.
  let prepared: Promise<void> | undefined;
  const whenPrepared = () => {
    prepared ??= (load ? load(scenario.parts ?? []) : Promise.resolve()).then(
      () => scenario.prepare?.(db),
      (error: unknown) => {
        prepared = undefined;
        throw error;
      },
    );
    return prepared;
  };
  if (load) void whenPrepared().catch(() => undefined);
  else scenario.prepare?.(db);
  const server = createServer({
    environment,
    routes() {
      this.namespace = '';
      this.timing = scenario.latencyMs ?? (environment === 'test' ? 0 : 120);
      for (const route of mockRoutes) {
        const verb = route.method === 'GET' ? this.get : this.post;
        verb.call(this, route.path, (_schema, request) => {
          const fault = control().faults[route.name];
          if (scenario.fail === 'http500' || fault === 'http500') {
            return new Response(500, {}, { code: 0, message: 'Internal Server Error (mock)' });
          }
          // A proxy cut the answer off: status 200, a body that is not JSON.
          if (fault === 'malformed')
            return new Response(200, { 'Content-Type': 'application/json' }, MALFORMED_BODY);
          const plain: MockRequest = {
            method: route.method,
            path: route.path,
            query: Object.fromEntries(
              Object.entries(request.queryParams ?? {}).map(([k, v]) => [
                k,
                Array.isArray(v) ? String(v[0]) : String(v ?? ''),
              ]),
            ),
            body: parseBody(request.requestBody),
          };
          // The fetch below loads a route's parts before Mirage sees the call; anything else that reached it early is told so.
          if (!holds(db, partsFor(route, plain.query)))
            return new Response(
              503,
              {},
              { code: 0, message: `The mock's data for ${route.name} is not loaded yet` },
            );
          // The spec-only scenario: a backend of SPEC.md's calls and fields only (mock-server/specShape.ts).
          if (scenario.specOnly && !route.mockOnly && !isSpecCall(route.name)) {
            return new Response(404, { 'Content-Type': 'text/html' }, '<h1>404 Not Found</h1>');
          }
          const full = route.handler(db, plain);
          saveDb(storage, db);
          const answer = scenario.specOnly ? (specOnlyAnswer(route.name, plain, full) ?? full) : full;
          // An empty body (PHP's echo of nothing) needs its own type, or Mirage answers {}.
          if (answer.body === undefined)
            return new Response(answer.status ?? 200, { 'Content-Type': 'text/html; charset=UTF-8' }, '');
          return new Response(
            answer.status ?? 200,
            { 'Content-Type': 'application/json' },
            answer.body as object,
          );
        });
      }
      this.passthrough();
    },
  });
  // pretender cannot fail a request at the network level or delay one call, so a thin fetch wrapper does:
  // network faults (the offline scenario, or one endpoint from the QA panel) and the panel's extra latency.
  const mirageFetch = window.fetch;
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const route = routeOf(url);
    if (route) {
      const { name } = route;
      const live = control();
      if (live.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, live.latencyMs));
      if (scenario.fail === 'network' || live.faults[name] === 'network')
        throw new TypeError('Failed to fetch (mock network fault)');
      if (live.faults[name] === 'timeout') return neverAnswer(init?.signal);
      // The fixtures this call reads, on its first call (the browser's lazy database), after the scenario's own.
      if (load) {
        await whenPrepared();
        await load(partsFor(route, queryOf(url)));
      }
    }
    return mirageFetch(input, init);
  };
  return { server, db, scenario };
}
