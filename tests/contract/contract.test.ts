import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../mock-server/db';
import { mockRoutes } from '../../mock-server/routes';
import { contractCases } from './endpoints';

const api = process.env.CONTRACT_API?.replace(/\/+$/, '');

describe('the mock answers what the app expects (fixtures through the app schemas)', () => {
  for (const c of contractCases) {
    it(c.name, () => {
      const route = mockRoutes.find((r) => r.path === c.path && r.method === c.method);
      expect(route, `mock route for ${c.method} ${c.path}`).toBeDefined();
      const answer = route!.handler(createDb(), {
        method: c.method,
        path: c.path,
        query: c.query ?? {},
        body: c.body ?? null,
      });
      expect(answer.status ?? 200).toBe(200);
      expect(() => create(answer.body, c.schema)).not.toThrow();
    });
  }

  it('every mock route has a contract case', () => {
    const covered = new Set(contractCases.map((c) => `${c.method} ${c.path}`));
    const missing = mockRoutes
      .filter((r) => !covered.has(`${r.method} ${r.path}`) && !r.mutating)
      .map((r) => r.name);
    expect(missing).toEqual([]);
  });
});

describe.runIf(api)(`the real API at ${api} answers what the app expects`, () => {
  for (const c of contractCases) {
    it(
      c.name,
      async () => {
        const base = c.onApi ? api : new URL(api!).origin;
        const qs = c.query ? `?${new URLSearchParams(c.query)}` : '';
        const response = await fetch(`${base}${c.path}${qs}`, {
          method: c.method,
          headers: { Accept: 'application/json', ...(c.body ? { 'Content-Type': 'application/json' } : {}) },
          body: c.body ? JSON.stringify(c.body) : undefined,
        });
        expect(response.status, `${c.method} ${c.path}`).toBe(200);
        const json: unknown = await response.json();
        expect(() => create(json, c.schema)).not.toThrow();
      },
      20_000,
    );
  }
});
