import { createServer, Response } from 'miragejs';
import { createDb, saveDb, type MockDb } from './db';
import { mockRoutes } from './routes';
import { findScenario, type Scenario } from './scenarios';
import type { MockRequest } from './types';

export type MakeServerOptions = {
  environment?: 'development' | 'test';
  scenario?: string;
  db?: MockDb;
  /** Where the mock keeps its data for the tab; none in unit tests. */
  storage?: Storage;
};

function parseBody(raw: unknown): unknown {
  if (typeof raw !== 'string' || raw === '') return raw ?? null;
  try {
    return JSON.parse(raw);
  } catch {
    return Object.fromEntries(new URLSearchParams(raw));
  }
}

/** Starts MirageJS with every route of routes.ts; the only file that knows Mirage. */
export function makeServer({ environment = 'development', scenario: scenarioName, db = createDb(), storage }: MakeServerOptions = {}) {
  const scenario: Scenario = findScenario(scenarioName);
  scenario.prepare?.(db);
  const server = createServer({
    environment,
    routes() {
      this.namespace = '';
      this.timing = scenario.latencyMs ?? (environment === 'test' ? 0 : 120);
      for (const route of mockRoutes) {
        const verb = route.method === 'GET' ? this.get : this.post;
        verb.call(this, route.path, (_schema, request) => {
          if (scenario.fail === 'http500') return new Response(500, {}, { code: 0, message: 'Internal Server Error (scenario)' });
          const plain: MockRequest = {
            method: route.method,
            path: route.path,
            query: Object.fromEntries(Object.entries(request.queryParams ?? {}).map(([k, v]) => [k, Array.isArray(v) ? String(v[0]) : String(v ?? '')])),
            body: parseBody(request.requestBody),
          };
          const answer = route.handler(db, plain);
          saveDb(storage, db);
          return new Response(answer.status ?? 200, { 'Content-Type': 'application/json' }, answer.body as object);
        });
      }
      this.passthrough();
    },
  });
  if (scenario.fail === 'network') {
    // pretender cannot fail a request at the network level, so the offline scenario refuses fetch itself.
    const original = window.fetch;
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/api/')) return Promise.reject(new TypeError('Failed to fetch (offline scenario)'));
      return original(input, init);
    };
  }
  return { server, db, scenario };
}
