import { vi } from 'vitest';
import { create } from 'superstruct';
import { toProduct } from '@/api/catalogue';
import { ApiClient } from '@/api/client';
import { ProductNodeSchema } from '@/api/schemas';
import { lineFromProduct, type CartLine } from '@/domain/cartLine';
import { readConfig } from '@/config/env';
import { RootStore } from '@/stores/RootStore';
import { SafeStorage } from '@/stores/storage';
import { createDb, type MockDb } from '../../mock-server/db';
import { mockRoutes } from '../../mock-server/routes';
import { MemoryStorage } from '#tests/support/memoryStorage.ts';

type Call = { path: string; body: Record<string, unknown> };
export type HarnessOptions = {
  db?: MockDb;
  local?: MemoryStorage;
  session?: MemoryStorage;
  /** Fails calls to paths matching this: as a network error or HTTP 500. */
  fail?: { path: RegExp; as: 'network' | 'http' };
  /** Delay of each answer in ms (by call number, from 0). */
  delay?: (call: Call, index: number) => number;
};

/** A fresh RootStore whose API calls go straight to the mock's handlers (no browser, no Mirage). */
export function makeStores(options: HarnessOptions = {}) {
  const db = options.db ?? createDb();
  const local = options.local ?? new MemoryStorage();
  const session = options.session ?? new MemoryStorage();
  const calls: Call[] = [];
  const harness = { fail: options.fail };
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = (init?.method ?? 'GET') as 'GET' | 'POST';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const call = { path: url.pathname, body };
    const index = calls.push(call) - 1;
    const wait = options.delay?.(call, index) ?? 0;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (harness.fail?.path.test(url.pathname)) {
      if (harness.fail.as === 'network') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ code: 0 }), { status: 500 });
    }
    const route = mockRoutes.find((r) => r.path === url.pathname && r.method === method);
    if (!route) return new Response('{}', { status: 404 });
    const answer = route.handler(db, {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
    });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  const store = new RootStore({
    api: new ApiClient({ apiUrl: '', fetch: fetchImpl }),
    config: readConfig({ VITE_MOCK: 'true' }),
    local: new SafeStorage(() => local),
    session: new SafeStorage(() => session),
  });
  const callsTo = (fragment: string) => calls.filter((c) => c.path.includes(fragment));
  return { store, db, local, session, calls, callsTo, harness };
}

/** Product ids of the fixtures used across the cart tests. */
export const P = {
  espresso: 101,
  cappuccino: 103,
  coffeeBeans: 113, // not_discount
  eggsBenedict: 202, // 790
  avocadoToast: 206, // 590
  shakshuka: 207, // 560
  honeyCake: 701, // 420
  eclair: 705, // 260
  salmon: 605, // 1290
  businessLunch: 1002, // category 924
  canape: 1301, // buffet 1866, min 12, step 6, 160
  cheesePlate: 1401, // festive table 1546, 3900
  miniPies: 1405, // 1546, min 2, 1690
  honeyCakeToOrder: 1186, // 1184, 2900
  individualCake: 1185,
  certificate: 1801, // not_discount parent (18)
} as const;

/** The cart line the catalogue would add for a fixture product (with its n-th choice when given). */
export function lineOf(db: MockDb, id: number, choiceIndex?: number): Omit<CartLine, 'count'> {
  const node = db.catalogue.products.find((p) => p.id === id);
  if (!node) throw new Error(`No fixture product ${id}`);
  const category = db.catalogue.categories.find((c) => c.id === node.parent);
  const product = toProduct(create(node, ProductNodeSchema));
  const choice = choiceIndex === undefined ? undefined : product.choices[choiceIndex];
  return lineFromProduct(product, {
    ...(choice ? { choice } : {}),
    link: `/menyu/x/${id}`,
    categoryNotDiscount: Boolean(category?.not_discount),
  });
}

/** Waits until `assertion` passes (state, never time): Vitest's own `vi.waitFor`, generous for a busy machine. */
export function waitFor<T>(assertion: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(assertion, { timeout: 10_000, interval: 10 });
}
