import type { FixturePart, MockDb } from '../db';
import { makeHostile } from './hostile';

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
  /** Answer as a backend of SPEC.md only: SPEC fields, no calls of ours (mock-server/specShape.ts). */
  specOnly?: boolean;
  /** Browser storage to set before the app starts (e.g. a logged-in session, a prepared cart). */
  seedLocalStorage?: (db: MockDb) => Record<string, string>;
  /** The fixture parts `prepare` and `seedLocalStorage` read: the browser loads them first (lazyDb.ts; lazyDb.test.ts checks the list). */
  parts?: readonly FixturePart[];
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

/** A stored cart line (the PHP shape of SPEC.md section 3) for a fixture product, as the app keeps it under `cart`. */
function storedLine(db: MockDb, id: number, count: number): Record<string, unknown> | null {
  const product = db.catalogue.products.find((p) => p.id === id);
  const category = db.catalogue.categories.find((c) => c.id === product?.parent);
  if (!product || !category) return null;
  const link = category.id === 1184 ? `/torty-na-zakaz/${id}` : `/menyu/${category.alias}/${id}`;
  return {
    id,
    name: product.pagetitle,
    englishName: product.longtitle,
    count,
    img: product.file,
    link,
    price: product.price,
    choice: false,
    choiceName: '',
    code: product.code,
    indZakaz: id === 1185 ? 1 : 0,
    parent: product.parent,
    not_discount: product.not_discount,
    not_discount_parent: category.not_discount,
    minimum: product.minimum,
    multiplicity: product.multiplicity,
  };
}

/** Seeds local storage `cart` with fixture products: [id, count] pairs. */
function seedCart(
  db: MockDb,
  items: [number, number][],
  extra: Record<string, string> = {},
): Record<string, string> {
  const lines = items.map(([id, count]) => storedLine(db, id, count)).filter((line) => line !== null);
  return { cart: JSON.stringify(lines), ...extra };
}

export const scenarios: Scenario[] = [
  { name: 'default', description: 'Fixtures as shipped: deliveries running, full catalogue.' },
  {
    name: 'stop-delivery',
    description: 'The server says stopDelivery = "1": the delivery banner hides and the stop notice shows.',
    parts: ['config'],
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
    parts: ['catalogue'],
    prepare: (db) => {
      db.catalogue.categories = [];
      db.catalogue.products = [];
    },
  },
  {
    name: 'logged-in',
    description: 'The demo customer (demo@example.com) is logged in and has a last order to repeat.',
    parts: ['users', 'catalogue', 'config'],
    seedLocalStorage: (db) => ({ ...sessionOf(db, 'demo@example.com'), ...lastOrderOf(db) }),
  },
  {
    name: 'logged-in-admin',
    description: 'The admin (admin@example.com) is logged in: the /udc_adminpanel pages open.',
    parts: ['users'],
    seedLocalStorage: (db) => sessionOf(db, 'admin@example.com'),
  },
  {
    name: 'gift-boundary',
    description:
      'A cart of exactly 3600 р. (eggs Benedict ×2, avocado toast ×2, honey cake ×2): the lemonade gift is due.',
    parts: ['catalogue'],
    seedLocalStorage: (db) =>
      seedCart(db, [
        [202, 2],
        [206, 2],
        [701, 2],
      ]),
  },
  {
    name: 'below-gift',
    description:
      'A cart of 3580 р., 20 р. short of the gift (reminder band 2200–3599); one more eclair (+260) reaches it.',
    parts: ['catalogue'],
    seedLocalStorage: (db) =>
      seedCart(db, [
        [202, 2],
        [206, 2],
        [207, 1],
        [705, 1],
      ]),
  },
  {
    name: 'tnz-cart',
    description:
      'A cart of two cakes to order (category 1184): no gifts; a dish added to it is removed at the next refresh.',
    parts: ['catalogue'],
    seedLocalStorage: (db) =>
      seedCart(db, [
        [1186, 1],
        [1189, 1],
      ]),
  },
  {
    name: 'used-promo',
    description:
      'The gift promo PODAROK was already used (local storage promoPresent); the cart holds 2080 р.',
    parts: ['catalogue'],
    seedLocalStorage: (db) =>
      seedCart(
        db,
        [
          [202, 1],
          [605, 1],
        ],
        { promoPresent: 'PODAROK' },
      ),
  },
  {
    name: 'out-of-zone',
    description:
      'The demo customer is logged in with a cart ready to check out (eggs Benedict, two honey cakes): at /ordering, typing "Химки" suggests an address outside the delivery zone, marked "no delivery", and the form says so before anything is sent.',
    parts: ['users', 'catalogue'],
    seedLocalStorage: (db) => ({
      ...sessionOf(db, 'demo@example.com'),
      ...seedCart(db, [
        [202, 1],
        [701, 2],
      ]),
    }),
  },
  {
    name: 'spec-only',
    description:
      'The PHP API as SPEC.md describes it: only the SPEC fields (plus alias and menuindex), callBack.php answers an empty 200, and our own calls (register, createOrder, orderStatus, suggestAddress, getContent) answer 404.',
    specOnly: true,
  },
  {
    name: 'hostile-data',
    description:
      'Every text of the API carries an XSS payload and every link a script URL; a cart at 3600 р. None may run (window.__xss stays unset).',
    parts: ['catalogue', 'cafes', 'presents', 'events', 'vacancies', 'press', 'config'],
    prepare: makeHostile,
    seedLocalStorage: (db) =>
      seedCart(db, [
        [202, 2],
        [206, 2],
        [701, 2],
      ]),
  },
];

export function findScenario(name: string | null | undefined): Scenario {
  return scenarios.find((s) => s.name === name) ?? (scenarios[0] as Scenario);
}
