import type { MockDb } from './db';
import { getCafes, menuCatalog } from './handlers/catalogue';
import { getContent } from './handlers/content';
import { callBack } from './handlers/feedback';
import type { Handler } from './types';

export type RouteDef = { method: 'GET' | 'POST'; path: string; handler: Handler<MockDb>; name: string };

/** Every endpoint the mock answers; each handler is a plain function of (db, request). */
export const mockRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/main_pages/menu_catalog.php', handler: menuCatalog, name: 'menuCatalog' },
  { method: 'GET', path: '/api/getCafes.php', handler: getCafes, name: 'getCafes' },
  { method: 'GET', path: '/api/getContent.php', handler: getContent, name: 'getContent' },
  { method: 'POST', path: '/api/callBack.php', handler: callBack, name: 'callBack' },
];
