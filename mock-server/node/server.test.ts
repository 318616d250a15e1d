// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '@/api/auth';
import { checkPromoCode, fetchCart } from '@/api/cart';
import { ApiClient } from '@/api/client';
import { startApiSpecServer, type ApiSpecServer } from './server';

let spec: ApiSpecServer;
let additions: ApiSpecServer;
let site: string;

beforeAll(async () => {
  // A built site as scripts/prerender.mjs leaves it: a prerendered home, a prerendered /menyu, the shell in app.html.
  site = mkdtempSync(join(tmpdir(), 'api-spec-site-'));
  mkdirSync(join(site, 'menyu'));
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'index.html'), 'home page');
  writeFileSync(join(site, 'app.html'), 'app shell');
  writeFileSync(join(site, 'menyu', 'index.html'), 'menu page');
  writeFileSync(join(site, 'assets', 'app.js'), 'console.log(1)');
  spec = await startApiSpecServer({ port: 0, staticDir: site });
  additions = await startApiSpecServer({ port: 0, additions: true });
});

afterAll(async () => {
  await Promise.all([spec?.close(), additions?.close()]);
  rmSync(site, { recursive: true, force: true });
});

const post = (server: ApiSpecServer, path: string, body: string, type = 'application/json') =>
  fetch(server.url + path, {
    method: 'POST',
    headers: { 'Content-Type': type, Origin: 'http://elsewhere.example' },
    body,
  });

describe('npm run api:spec (SPEC fields only)', () => {
  it('answers a SPEC call with the SPEC fields, to any origin', async () => {
    const response = await fetch(`${spec.url}/api/getCafes.php`, {
      headers: { Origin: 'http://elsewhere.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const cafes = (await response.json()) as Record<string, unknown>[];
    expect(Object.keys(cafes[0]!).sort()).toEqual(['cafe_req_en', 'cafe_req_ru', 'longtitle', 'pagetitle']);
  });

  it('answers the CORS preflight', async () => {
    const response = await fetch(`${spec.url}/api/login.php`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://elsewhere.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
  });

  it('reads JSON and form-encoded bodies alike', async () => {
    const json = await (
      await post(
        spec,
        '/api/login.php',
        JSON.stringify({ login: 'demo@example.com', password: 'demo1234', token: 't', lang: 'en' }),
      )
    ).json();
    const form = await (
      await post(
        spec,
        '/api/login.php',
        'login=demo%40example.com&password=demo1234&token=t&lang=en',
        'application/x-www-form-urlencoded',
      )
    ).json();
    expect(json).toMatchObject({ code: 1, email: 'demo@example.com', message: 'Welcome!' });
    expect(form).toEqual(json);
    const cart = await (
      await post(
        spec,
        '/api/main_pages/getCart.php',
        'cart[0][id]=701&cart[0][count]=2&presents=',
        'application/x-www-form-urlencoded',
      )
    ).json();
    expect(cart).toMatchObject({ cart: [{ id: 701, price: 420 }] });
  });

  it('answers callBack.php with an empty 200 and keeps the message', async () => {
    const response = await post(
      spec,
      '/api/callBack.php',
      JSON.stringify({
        token: 't',
        name: 'Анна',
        phone: '+7 (999) 123-45-67',
        email: 'a@b.ru',
        message: 'Спасибо',
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    expect(spec.db.messages.at(-1)).toMatchObject({ name: 'Анна', message: 'Спасибо' });
  });

  it('answers 404 to our own calls and to unknown paths', async () => {
    expect((await post(spec, '/api/register.php', '{}')).status).toBe(404);
    expect((await post(spec, '/api/main_pages/createOrder.php', '{}')).status).toBe(404);
    expect((await post(spec, '/api/main_pages/orderStatus.php', '{}')).status).toBe(404);
    expect((await fetch(`${spec.url}/api/suggestAddress.php?query=Тверская`)).status).toBe(404);
    expect((await fetch(`${spec.url}/api/getContent.php?type=events`)).status).toBe(404);
    expect((await post(spec, '/api/mock/bank.php', '{}')).status).toBe(404);
    expect((await fetch(`${spec.url}/api/nothing.php`)).status).toBe(404);
  });

  it('refuses an unreadable body and a wrong method', async () => {
    expect((await post(spec, '/api/check_promo.php', '{"promo":')).status).toBe(400);
    expect((await fetch(`${spec.url}/api/check_promo.php`)).status).toBe(405);
  });

  it('answers 500 to a request it cannot read, and goes on serving', async () => {
    expect((await fetch(`${spec.url}/menyu%E0`)).status).toBe(500);
    expect((await fetch(`${spec.url}/menyu`)).status).toBe(200);
  });

  it('serves the built site: files, prerendered pages, the shell for other routes; never the shell for /api', async () => {
    const text = async (path: string) => {
      const response = await fetch(spec.url + path);
      return `${response.status} ${await response.text()}`;
    };
    expect(await text('/')).toBe('200 home page');
    expect(await text('/menyu')).toBe('200 menu page');
    expect(await text('/menyu/')).toBe('200 menu page');
    expect(await text('/en/kabinet')).toBe('200 app shell');
    expect(await text('/assets/app.js')).toBe('200 console.log(1)');
    expect(await text('/assets/missing.js')).toMatch(/^404/);
    expect(await text('/../package.json')).not.toMatch(/cafe-storefront/);
    expect(await text('/api/unknown')).toMatch(/^404/);
  });
});

describe('npm run api:spec -- --scenario', () => {
  it("applies a QA scenario's data: stop-delivery says so in the menu answer", async () => {
    const stopped = await startApiSpecServer({ port: 0, scenario: 'stop-delivery' });
    try {
      const menu = (await (
        await fetch(`${stopped.url}/api/main_pages/menu_catalog.php?data=menu&token=&path=/`)
      ).json()) as Record<string, unknown>;
      expect(menu.stopDelivery).toBe('1');
    } finally {
      await stopped.close();
    }
  });
});

describe('npm run api:spec -- --additions', () => {
  it('sends our extra fields and answers our calls', async () => {
    const cart = (await (
      await post(
        additions,
        '/api/main_pages/getCart.php',
        JSON.stringify({ cart: [{ id: 103, count: 1, choiceName: 'Овсяное молоко' }], presents: [] }),
      )
    ).json()) as Record<string, unknown>;
    expect(cart).toMatchObject({
      priceDelivery: 350,
      smallOrderGiftPromos: ['PODAROK', 'DESERT'],
      cart: [{ choiceName: 'Овсяное молоко', choiceEnglishName: 'Oat milk' }],
    });
    const events = (await (await fetch(`${additions.url}/api/getContent.php?type=events`)).json()) as {
      items: unknown[];
    };
    expect(events.items.length).toBeGreaterThan(2);
    const suggestions = (await (
      await fetch(`${additions.url}/api/suggestAddress.php?query=${encodeURIComponent('Тверская')}&lang=ru`)
    ).json()) as unknown[];
    expect(suggestions.length).toBeGreaterThan(0);
  });

  it('still answers callBack.php with an empty 200', async () => {
    const response = await post(
      additions,
      '/api/callBack.php',
      JSON.stringify({ name: 'A', phone: '+7', message: 'M' }),
    );
    expect([response.status, await response.text()]).toEqual([200, '']);
  });
});

describe('the app client with VITE_API_BODY=form against api:spec', () => {
  /** The app's own client, its same-origin paths resolved against the server (as the page's origin would be). */
  const formClient = (server: ApiSpecServer) =>
    new ApiClient({
      apiUrl: server.url,
      bodyEncoding: 'form',
      fetch: (input, init) => fetch(new URL(String(input), server.url), init),
    });

  it('gets the same cart, promo and login answers as with JSON', async () => {
    const client = formClient(additions);
    const cappuccino = {
      id: 103,
      name: 'Капучино',
      englishName: 'Cappuccino',
      count: 2,
      img: '',
      link: '',
      price: 400,
      choice: true,
      choiceName: 'Овсяное молоко',
      code: 'CF-103-OAT',
      indZakaz: 0,
      parent: 10,
      not_discount: 0,
      not_discount_parent: 0,
      minimum: 1,
      multiplicity: 1,
    };
    const cart = await fetchCart(client, { lines: [cappuccino], presents: [], pickup: true });
    expect(cart.lines).toEqual([
      expect.objectContaining({ id: 103, choiceName: 'Овсяное молоко', price: 400 }),
    ]);
    expect(cart.pickupDiscountPercent).toBe(10);
    expect(await fetchCart(client, { lines: [], presents: [], pickup: false })).toMatchObject({ lines: [] });
    expect(await checkPromoCode(client, 'MINUS500')).toMatchObject({ code: 3, value: 500 });
    expect(
      await login(client, {
        email: 'demo@example.com',
        password: 'demo1234',
        token: 't'.repeat(30),
        lang: 'en',
      }),
    ).toMatchObject({ ok: true, message: 'Welcome!' });
  });
});
