import type { MockDb } from '../db';

/** A named state of the mock for QA (DECISIONS.md section 1). */
export type Scenario = {
  name: string;
  description: string;
  /** Extra delay of every answer, ms. */
  latencyMs?: number;
  /** Every call answers 500, or fails as a network error. */
  fail?: 'http500' | 'network';
  /** Changes the data when the scenario starts. */
  prepare?: (db: MockDb) => void;
  /** Browser storage to set before the app starts (e.g. a logged-in session, a prepared cart). */
  seedLocalStorage?: (db: MockDb) => Record<string, string>;
};

export const scenarios: Scenario[] = [
  { name: 'default', description: 'Fixtures as shipped: deliveries running, full catalogue.' },
  {
    name: 'stop-delivery',
    description: 'The server says stopDelivery = "1": the delivery banner hides and the stop notice shows.',
    prepare: (db) => {
      db.config.stopDelivery = '1';
    },
  },
  { name: 'slow-network', description: 'Every answer comes 3 s late.', latencyMs: 3000 },
  { name: 'server-errors', description: 'Every call answers HTTP 500.', fail: 'http500' },
  { name: 'offline', description: 'Every call fails as a network error.', fail: 'network' },
  {
    name: 'empty-catalogue',
    description: 'The menu has no categories and no products.',
    prepare: (db) => {
      db.catalogue.categories = [];
      db.catalogue.products = [];
    },
  },
  {
    name: 'logged-in',
    description: 'The demo customer (demo@example.com) is logged in.',
    seedLocalStorage: (db): Record<string, string> => {
      const user = db.users.find((u) => u.email === 'demo@example.com');
      if (!user) return {};
      return {
        auth: 'scenario-session',
        isAuth: '1',
        iduser: String(user.id),
        user: user.user,
        fullname: user.fullname,
        mobilephone: user.phone,
        email: user.email,
        extended: JSON.stringify(user.extended),
      };
    },
  },
];

export function findScenario(name: string | null | undefined): Scenario {
  return scenarios.find((s) => s.name === name) ?? (scenarios[0] as Scenario);
}
