import catalogue from '../fixtures/catalogue.json';
import addresses from '../fixtures/addresses.json';
import cafes from '../fixtures/cafes.json';
import config from '../fixtures/config.json';
import events from '../fixtures/events.json';
import presents from '../fixtures/presents.json';
import press from '../fixtures/press.json';
import promos from '../fixtures/promos.json';
import users from '../fixtures/users.json';
import vacancies from '../fixtures/vacancies.json';

export type FixtureUser = (typeof users)[number] & { last_name?: string };

/** The mock's data: fixtures plus what QA's session added (orders, new users, messages). */
export type MockDb = {
  catalogue: typeof catalogue;
  cafes: typeof cafes;
  /** `paymentPage`: the mock bank page's URL, with `{orderId}` and `{lang}` (set by makeServer for the app's router). */
  config: typeof config & { stopDelivery: string; paymentPage: string };
  addresses: typeof addresses;
  presents: typeof presents;
  promos: typeof promos;
  users: FixtureUser[];
  events: typeof events;
  vacancies: typeof vacancies;
  press: typeof press;
  orders: Record<string, unknown>[];
  messages: Record<string, unknown>[];
  tokens: string[];
};

/** The parts of the database read from a fixture file (fixtures/<part>.json); the browser loads each on first use (lazyDb.ts). */
export const FIXTURE_PARTS = [
  'catalogue',
  'cafes',
  'config',
  'addresses',
  'presents',
  'promos',
  'users',
  'events',
  'vacancies',
  'press',
] as const;
export type FixturePart = (typeof FIXTURE_PARTS)[number];

/** The raw content of each fixture file. */
export type Fixtures = {
  catalogue: typeof catalogue;
  cafes: typeof cafes;
  config: typeof config;
  addresses: typeof addresses;
  presents: typeof presents;
  promos: typeof promos;
  users: typeof users;
  events: typeof events;
  vacancies: typeof vacancies;
  press: typeof press;
};

/** Where card orders go to pay in the mock: the app's own bank page (browser.ts sets it for the hash router). */
export const DEFAULT_PAYMENT_PAGE = '/mock-bank?order={orderId}&lang={lang}';

/** One part of a fresh database from its fixture (a deep copy, so a test or a session can change it freely). */
export function partOf<P extends FixturePart>(
  part: P,
  raw: Fixtures[P],
  paymentPage = DEFAULT_PAYMENT_PAGE,
): MockDb[P] {
  if (part === 'config') {
    const source = raw as Fixtures['config'];
    return structuredClone({
      ...source,
      stopDelivery: String(source.stopDelivery ?? '0'),
      paymentPage,
    }) as MockDb[P];
  }
  return structuredClone(raw) as MockDb[P];
}

/** A fresh database from every fixture at once (Node: unit tests, the node mock, the bench's recorded answers). */
export function createDb(): MockDb {
  const fixtures: Fixtures = {
    catalogue,
    cafes,
    config,
    addresses,
    presents,
    promos,
    users,
    events,
    vacancies,
    press,
  };
  const db = { orders: [], messages: [], tokens: [] } as unknown as MockDb;
  for (const part of FIXTURE_PARTS) (db as Record<FixturePart, unknown>)[part] = partOf(part, fixtures[part]);
  return db;
}

const STORAGE_KEY = 'mockDb';
/** What a session can change; the rest is always read fresh from the fixtures. */
const MUTABLE = ['users', 'orders', 'messages', 'tokens'] as const;

/**
 * What the tab's session changed (DECISIONS.md section 3: the mock keeps its data for the browser tab
 * across reloads): its orders, messages and tokens, and its users when a sign-up changed them.
 */
export function loadSaved(storage: Storage | undefined): Partial<Pick<MockDb, (typeof MUTABLE)[number]>> {
  const raw = storage?.getItem(STORAGE_KEY);
  if (!raw) return {};
  try {
    const saved = JSON.parse(raw) as Partial<MockDb>;
    return Object.fromEntries(
      MUTABLE.flatMap((key) => (Array.isArray(saved[key]) ? [[key, saved[key]]] : [])),
    );
  } catch {
    console.warn('The saved mock data was unreadable; starting from the fixtures');
    return {};
  }
}

/** Keeps the session's changes for the tab; a part not loaded yet (users before any login) was not changed and is left out. */
export function saveDb(storage: Storage | undefined, db: MockDb): void {
  try {
    storage?.setItem(
      STORAGE_KEY,
      JSON.stringify(
        Object.fromEntries(MUTABLE.flatMap((key) => (db[key] === undefined ? [] : [[key, db[key]]]))),
      ),
    );
  } catch (error) {
    console.warn('Could not keep the mock data for this tab', error);
  }
}

export function clearDb(storage: Storage | undefined): void {
  storage?.removeItem(STORAGE_KEY);
}
