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

/** The local storage a successful login leaves (SPEC.md section 3 keys). */
function sessionOf(db: MockDb, email: string): Record<string, string> {
  const user = db.users.find((u) => u.email === email);
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
}

/** A realistic last order (`lastCart`, `lastTotalPrice`) built from the catalogue: cappuccino on oat milk, syrniki, two eclairs. */
function lastOrderOf(db: MockDb): Record<string, string> {
  const picks: { id: number; count: number; choice?: string }[] = [
    { id: 103, count: 2, choice: 'Овсяное молоко' },
    { id: 201, count: 1 },
    { id: 706, count: 2 },
  ];
  const lines = picks.flatMap(({ id, count, choice }) => {
    const product = db.catalogue.products.find((p) => p.id === id);
    if (!product) return [];
    const picked = choice ? product.choices?.find((c) => c.name === choice) : undefined;
    return [
      {
        id: product.id,
        name: product.pagetitle,
        englishName: product.longtitle,
        count,
        img: product.file,
        link: `/menyu/${db.catalogue.categories.find((c) => c.id === product.parent)?.alias ?? ''}/${product.id}`,
        price: picked ? picked.price : product.price,
        choice: Boolean(picked),
        choiceName: picked ? picked.name : '',
        ...(picked ? { choicePrice: picked.price, choiceCode: picked.code } : {}),
        code: picked ? picked.code : product.code,
        indZakaz: 0,
        parent: product.parent,
        not_discount: Number(product.not_discount ?? 0),
        not_discount_parent: 0,
        minimum: product.minimum ?? 1,
        multiplicity: product.multiplicity ?? 1,
      },
    ];
  });
  const total = lines.reduce((sum, line) => sum + line.price * line.count, 0) + db.config.priceDelivery;
  return { lastCart: JSON.stringify(lines), lastTotalPrice: String(total) };
}

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
    description: 'The demo customer (demo@example.com) is logged in and has a last order to repeat.',
    seedLocalStorage: (db) => ({ ...sessionOf(db, 'demo@example.com'), ...lastOrderOf(db) }),
  },
  {
    name: 'logged-in-admin',
    description: 'The admin (admin@example.com) is logged in: the /udc_adminpanel pages open.',
    seedLocalStorage: (db) => sessionOf(db, 'admin@example.com'),
  },
];

export function findScenario(name: string | null | undefined): Scenario {
  return scenarios.find((s) => s.name === name) ?? (scenarios[0] as Scenario);
}
