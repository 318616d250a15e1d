import { DEFAULT_PAYMENT_PAGE, loadSaved, partOf, type Fixtures, type FixturePart, type MockDb } from './db';

/** Each fixture file as a chunk of its own, fetched and parsed on first use. */
const LOADERS: { [P in FixturePart]: () => Promise<{ default: Fixtures[P] }> } = {
  catalogue: () => import('../fixtures/catalogue.json'),
  cafes: () => import('../fixtures/cafes.json'),
  config: () => import('../fixtures/config.json'),
  addresses: () => import('../fixtures/addresses.json'),
  presents: () => import('../fixtures/presents.json'),
  promos: () => import('../fixtures/promos.json'),
  users: () => import('../fixtures/users.json'),
  events: () => import('../fixtures/events.json'),
  vacancies: () => import('../fixtures/vacancies.json'),
  press: () => import('../fixtures/press.json'),
};

/** Fills in the parts of a database it does not hold yet; resolves once they are there. */
export type PartLoader = (parts: readonly FixturePart[]) => Promise<void>;

/** Whether the database holds every one of `parts`. */
export function holds(db: MockDb, parts: readonly FixturePart[]): boolean {
  return parts.every((part) => db[part] !== undefined);
}

/**
 * The browser's database: the tab's saved changes (loadSaved) at once, each fixture part when a call
 * first needs it (routes.ts `needs`), so the mock starts without reading fixtures a page never asks for.
 * Until `load` has resolved for a part, `db[part]` is undefined.
 */
export function lazyDb(
  storage: Storage | undefined,
  paymentPage = DEFAULT_PAYMENT_PAGE,
): { db: MockDb; load: PartLoader } {
  const db = { orders: [], messages: [], tokens: [], ...loadSaved(storage) } as unknown as MockDb;
  const pending = new Map<FixturePart, Promise<void>>();
  const loadPart = <P extends FixturePart>(part: P): Promise<void> => {
    let job = pending.get(part);
    if (!job) {
      job = LOADERS[part]().then((module) => {
        // Saved users (a sign-up of this tab) win over the fixture's.
        if (db[part] === undefined)
          (db as Record<FixturePart, unknown>)[part] = partOf(
            part,
            module.default as Fixtures[P],
            paymentPage,
          );
      });
      pending.set(part, job);
      // A failed load (a chunk that did not arrive) is tried again by the next call.
      job.catch(() => pending.delete(part));
    }
    return job;
  };
  const load: PartLoader = async (parts) => {
    if (holds(db, parts)) return;
    await Promise.all(parts.filter((part) => db[part] === undefined).map(loadPart));
  };
  return { db, load };
}
