import type { MockAnswer } from './types';

/**
 * The SPEC-only shape of the PHP API (DECISIONS.md section 6): the calls of SPEC.md section 7 with the
 * fields SPEC.md sections 3 and 7 name, plus what every MODX resource carries (`alias`, `menuindex`).
 * Everything else the mock sends is ours: the extra fields are dropped and our own calls (register,
 * createOrder, orderStatus, suggestAddress, getContent; DECISIONS.md section 2) are not there (404).
 * Used by the in-page mock's `spec-only` scenario and by `npm run api:spec` without `--additions`.
 */

type Tree = Record<string, unknown>;

const RESOURCE = ['alias', 'menuindex'];
/** SPEC.md section 3, "Product response fields read", and the resource fields. */
export const PRODUCT_FIELDS = [
  'id',
  'file',
  'pagetitle',
  'longtitle',
  'code',
  'parent',
  'multiplicity',
  'minimum',
  'price',
  ...RESOURCE,
];
/** A menu category: a resource with its products as `childs` (SPEC.md section 3, "mainData"). */
export const CATEGORY_FIELDS = ['id', 'pagetitle', 'longtitle', ...RESOURCE, 'childs'];
/** SPEC.md section 3, "Cafe". */
export const CAFE_FIELDS = ['pagetitle', 'longtitle', 'cafe_req_ru', 'cafe_req_en', ...RESOURCE];
/** SPEC.md section 3, "Login result". */
export const LOGIN_FIELDS = ['code', 'message', 'id', 'user', 'fullname', 'phone', 'email', 'extended'];
/** SPEC.md section 3, "Gift tier" and "Present (gift)" (in tiers also image and code). */
export const TIER_FIELDS = [
  'min',
  'max',
  'list',
  'selected',
  'choice',
  'minToats',
  'showToast',
  'namePresent',
];
export const PRESENT_FIELDS = ['id', 'name', 'englishName', 'img', 'choice', 'image', 'code'];
/**
 * getCart's lines as SPEC.md section 3's **cart item** names them (`--cart-lines item`), as a backend may
 * send them instead of the product's fields (DECISIONS.md section 6).
 */
const CART_ITEM_FIELDS = [
  'id',
  'name',
  'englishName',
  'img',
  'price',
  'code',
  'parent',
  'multiplicity',
  'minimum',
  'count',
];
/** How getCart names a line's names and picture: as a product (pagetitle, longtitle, file) or a cart item. */
export type CartLineShape = 'product' | 'item';
/** The product's field → the cart item's. */
const ITEM_NAMES: Record<string, string> = { pagetitle: 'name', longtitle: 'englishName', file: 'img' };

/** SPEC.md section 3, "Promo present". */
export const PROMO_PRESENT_FIELDS = ['pagetitle', 'file', 'id'];

const isTree = (value: unknown): value is Tree =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The fields of `value` named in `keys` (those it has); anything that is not an object is kept as it is. */
export function pick(value: unknown, keys: readonly string[]): unknown {
  if (!isTree(value)) return value;
  return Object.fromEntries(keys.filter((key) => key in value).map((key) => [key, value[key]]));
}

const each = (value: unknown, project: (item: unknown) => unknown) =>
  Array.isArray(value) ? value.map(project) : value;

const cafe = (value: unknown) => pick(value, CAFE_FIELDS);
const product = (value: unknown) => pick(value, PRODUCT_FIELDS);
const category = (value: unknown) => {
  const picked = pick(value, CATEGORY_FIELDS);
  return isTree(picked) ? { ...picked, childs: each(picked.childs, product) } : picked;
};
/** A line under the cart item's names (the rest of its fields as they are). */
const itemNamed = (value: unknown) =>
  isTree(value)
    ? Object.fromEntries(Object.entries(value).map(([key, field]) => [ITEM_NAMES[key] ?? key, field]))
    : value;

/** getCart's answer with its lines named as `shape` says (the mock's own lines are named as products). */
export function withCartLines(body: unknown, shape: CartLineShape): unknown {
  return shape === 'item' && isTree(body) ? { ...body, cart: each(body.cart, itemNamed) } : body;
}

const tier = (value: unknown) => {
  const picked = pick(value, TIER_FIELDS);
  return isTree(picked) ? { ...picked, list: each(picked.list, (p) => pick(p, PRESENT_FIELDS)) } : picked;
};

/** The body each SPEC call answers with, by the route's name (mock-server/routes.ts); `undefined` = an empty body. */
const projections: Record<
  string,
  (body: unknown, request: { body: unknown }, shape: CartLineShape) => unknown
> = {
  menuCatalog: (body) => {
    const picked = pick(body, [
      'catalogMenu',
      'activeMenu',
      'locale',
      'photoArr',
      'stopDelivery',
      'token',
      'cafes',
    ]);
    return isTree(picked)
      ? { ...picked, catalogMenu: each(picked.catalogMenu, category), cafes: each(picked.cafes, cafe) }
      : picked;
  },
  getCafes: (body) => each(body, cafe),
  // SPEC.md section 7: the body is only logged; the real one may well be empty.
  callBack: () => undefined,
  login: (body, request) =>
    pick(body, isTree(request.body) && 'forgot' in request.body ? ['code', 'message'] : LOGIN_FIELDS),
  getCart: (body, _request, shape) => {
    const picked = pick(withCartLines(body, shape), ['cart', 'presents', 'discount']);
    const line = (value: unknown) => pick(value, shape === 'item' ? CART_ITEM_FIELDS : PRODUCT_FIELDS);
    return isTree(picked)
      ? { ...picked, cart: each(picked.cart, line), presents: each(picked.presents, tier) }
      : picked;
  },
  checkPromo: (body) => {
    const picked = pick(body, ['code', 'promo']);
    return isTree(picked) && isTree(picked.promo)
      ? { ...picked, promo: pick(picked.promo, PROMO_PRESENT_FIELDS) }
      : picked;
  },
};

/** Whether a route (by name) is one of SPEC.md section 7's calls. */
export function isSpecCall(routeName: string): boolean {
  return routeName in projections;
}

/**
 * The answer a SPEC-only backend gives: the SPEC fields of a SPEC call's answer (an error status keeps its
 * body), `null` for a call SPEC.md does not list (the server answers 404). getCart's lines carry the
 * product's fields, or the cart item's with `cartLines: 'item'`.
 */
export function specOnlyAnswer(
  routeName: string,
  request: { body: unknown },
  answer: MockAnswer,
  cartLines: CartLineShape = 'product',
): MockAnswer | null {
  const project = projections[routeName];
  if (!project) return null;
  const status = answer.status ?? 200;
  if (status < 200 || status >= 300) return answer;
  return { status, body: project(answer.body, request, cartLines) };
}
