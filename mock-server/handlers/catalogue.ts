import type { MockDb } from '../db';
import type { MockAnswer, MockRequest } from '../types';

/** A session token like the PHP API's (30 characters). */
function newToken(db: MockDb): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let token = '';
  for (let i = 0; i < 30; i += 1)
    token += alphabet[(db.tokens.length * 7 + i * 13 + Date.now()) % alphabet.length];
  db.tokens.push(token);
  return token;
}

/** GET /api/main_pages/menu_catalog.php?data=menu&token&path: the menu tree with products as `childs`. */
export function menuCatalog(db: MockDb, request: MockRequest): MockAnswer {
  if (request.query.data !== 'menu') return { status: 400, body: { code: 0, message: 'Unknown data' } };
  const token =
    request.query.token && db.tokens.includes(request.query.token) ? request.query.token : newToken(db);
  const catalogMenu = db.catalogue.categories
    .filter((category) => category.section !== 'hidden')
    .map((category) => ({
      ...category,
      childs: db.catalogue.products.filter((product) => product.parent === category.id),
    }));
  const path = request.query.path ?? '/';
  const active = db.catalogue.categories.find((c) => path.includes(`/${c.alias}`));
  return {
    body: {
      catalogMenu,
      activeMenu: active ? active.alias : null,
      locale: path.startsWith('/en') ? 'en' : 'ru',
      photoArr: db.catalogue.products.filter((p) => p.popular).map((p) => p.file),
      stopDelivery: db.config.stopDelivery,
      token,
      cafes: db.cafes,
    },
  };
}

/** GET /api/getCafes.php: every cafe, the cake desk included (the app filters it out of pick lists). */
export function getCafes(db: MockDb): MockAnswer {
  return { body: db.cafes };
}
