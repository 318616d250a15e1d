// The API's answers on the fixtures, for a build prerendered from them (`scripts/prerender.mjs DIR fixtures`):
// the mock's own handlers (plain functions of (db, request)), loaded through Vite's module runner.
import { importTs } from '../import-ts.mjs';

/** `(method, path, query, body) => { status?, body } | undefined`: the read-only endpoints a first visit calls. */
export async function fixturesApi() {
  const routes = await importTs('mock-server/routes.ts');
  const dbModule = await importTs('mock-server/db.ts');
  return (method, path, query, body) => {
    const route = routes.mockRoutes.find((r) => r.method === method && r.path === path && !r.mutating);
    if (!route) return undefined;
    // A fresh database per answer: every page is rendered from the same, unchanging data.
    return route.handler(dbModule.createDb(), { method, path, query, body });
  };
}
