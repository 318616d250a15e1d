import type { FixturePart, MockDb } from './db';
import { login, register } from './handlers/auth';
import { checkPromo, getCart } from './handlers/cart';
import { getCafes, menuCatalog } from './handlers/catalogue';
import { getContent } from './handlers/content';
import { callBack } from './handlers/feedback';
import { bankResult, createOrder, orderStatus, suggestAddress } from './handlers/order';
import type { Handler } from './types';

/**
 * `mutating` routes (orders, messages, sign-ups) are left out of the read-only contract check;
 * `mockOnly` routes stand in for a third party (the bank) and are no part of the PHP API.
 * `needs`: the fixture parts the handler reads (the browser loads them on the route's first call;
 * lazyDb.test.ts holds every handler to its list).
 */
export type RouteDef = {
  method: 'GET' | 'POST';
  path: string;
  handler: Handler<MockDb>;
  name: string;
  needs: readonly FixturePart[] | ((query: Record<string, string>) => readonly FixturePart[]);
  mutating?: boolean;
  mockOnly?: boolean;
};

/** The site content a getContent call reads, by its `type`. */
const CONTENT_PARTS: Record<string, readonly FixturePart[]> = {
  events: ['events'],
  vacancies: ['vacancies'],
  press: ['press'],
  delivery: ['config'],
};

/** Every endpoint the mock answers; each handler is a plain function of (db, request). */
export const mockRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/main_pages/menu_catalog.php',
    handler: menuCatalog,
    name: 'menuCatalog',
    needs: ['catalogue', 'cafes', 'config'],
  },
  { method: 'GET', path: '/api/getCafes.php', handler: getCafes, name: 'getCafes', needs: ['cafes'] },
  { method: 'POST', path: '/api/login.php', handler: login, name: 'login', needs: ['users'] },
  {
    method: 'POST',
    path: '/api/register.php',
    handler: register,
    name: 'register',
    needs: ['users'],
    mutating: true,
  },
  {
    method: 'POST',
    path: '/api/callBack.php',
    handler: callBack,
    name: 'callBack',
    needs: [],
    mutating: true,
  },
  {
    method: 'GET',
    path: '/api/getContent.php',
    handler: getContent,
    name: 'getContent',
    needs: (query) => CONTENT_PARTS[query.type ?? ''] ?? [],
  },
  {
    method: 'POST',
    path: '/api/main_pages/getCart.php',
    handler: getCart,
    name: 'getCart',
    needs: ['catalogue', 'presents', 'config', 'promos'],
  },
  {
    method: 'POST',
    path: '/api/check_promo.php',
    handler: checkPromo,
    name: 'checkPromo',
    needs: ['promos', 'presents'],
  },
  {
    method: 'POST',
    path: '/api/main_pages/createOrder.php',
    handler: createOrder,
    name: 'createOrder',
    needs: ['config', 'cafes'],
    mutating: true,
  },
  {
    method: 'POST',
    path: '/api/main_pages/orderStatus.php',
    handler: orderStatus,
    name: 'orderStatus',
    needs: [],
  },
  {
    method: 'GET',
    path: '/api/suggestAddress.php',
    handler: suggestAddress,
    name: 'suggestAddress',
    needs: ['addresses', 'config'],
  },
  {
    method: 'POST',
    path: '/api/mock/bank.php',
    handler: bankResult,
    name: 'bank',
    needs: [],
    mutating: true,
    mockOnly: true,
  },
];

/** The fixture parts a call of `route` reads. */
export function partsFor(route: RouteDef, query: Record<string, string>): readonly FixturePart[] {
  return typeof route.needs === 'function' ? route.needs(query) : route.needs;
}
