import type { MockDb } from './db';
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
 */
export type RouteDef = { method: 'GET' | 'POST'; path: string; handler: Handler<MockDb>; name: string; mutating?: boolean; mockOnly?: boolean };

/** Every endpoint the mock answers; each handler is a plain function of (db, request). */
export const mockRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/main_pages/menu_catalog.php', handler: menuCatalog, name: 'menuCatalog' },
  { method: 'GET', path: '/api/getCafes.php', handler: getCafes, name: 'getCafes' },
  { method: 'POST', path: '/api/login.php', handler: login, name: 'login' },
  { method: 'POST', path: '/api/register.php', handler: register, name: 'register', mutating: true },
  { method: 'POST', path: '/api/callBack.php', handler: callBack, name: 'callBack', mutating: true },
  { method: 'GET', path: '/api/getContent.php', handler: getContent, name: 'getContent' },
  { method: 'POST', path: '/api/main_pages/getCart.php', handler: getCart, name: 'getCart' },
  { method: 'POST', path: '/api/check_promo.php', handler: checkPromo, name: 'checkPromo' },
  { method: 'POST', path: '/api/main_pages/createOrder.php', handler: createOrder, name: 'createOrder', mutating: true },
  { method: 'POST', path: '/api/main_pages/orderStatus.php', handler: orderStatus, name: 'orderStatus' },
  { method: 'GET', path: '/api/suggestAddress.php', handler: suggestAddress, name: 'suggestAddress' },
  { method: 'POST', path: '/api/mock/bank.php', handler: bankResult, name: 'bank', mutating: true, mockOnly: true },
];
