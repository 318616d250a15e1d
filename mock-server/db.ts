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

/** Where card orders go to pay in the mock: the app's own bank page (browser.ts sets it for the hash router). */
export const DEFAULT_PAYMENT_PAGE = '/mock-bank?order={orderId}&lang={lang}';

/** A fresh database from the fixtures (deep copies, so a test can change it freely). */
export function createDb(): MockDb {
  return structuredClone({
    catalogue,
    cafes,
    config: { ...config, stopDelivery: String(config.stopDelivery ?? '0'), paymentPage: DEFAULT_PAYMENT_PAGE },
    addresses,
    presents,
    promos,
    users: users as FixtureUser[],
    events,
    vacancies,
    press,
    orders: [],
    messages: [],
    tokens: [],
  });
}

const STORAGE_KEY = 'mockDb';
/** What a session can change; the rest is always read fresh from the fixtures. */
const MUTABLE = ['users', 'orders', 'messages', 'tokens'] as const;

/** The mock keeps its data for the browser tab across reloads (DECISIONS.md section 3). */
export function loadDb(storage: Storage | undefined): MockDb {
  const fresh = createDb();
  const raw = storage?.getItem(STORAGE_KEY);
  if (!raw) return fresh;
  try {
    const saved = JSON.parse(raw) as Partial<MockDb>;
    for (const key of MUTABLE) if (Array.isArray(saved[key])) (fresh[key] as unknown[]) = saved[key] as unknown[];
    return fresh;
  } catch {
    console.warn('The saved mock data was unreadable; starting from the fixtures');
    return fresh;
  }
}

export function saveDb(storage: Storage | undefined, db: MockDb): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(MUTABLE.map((key) => [key, db[key]]))));
  } catch (error) {
    console.warn('Could not keep the mock data for this tab', error);
  }
}

export function clearDb(storage: Storage | undefined): void {
  storage?.removeItem(STORAGE_KEY);
}
