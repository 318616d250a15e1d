// @vitest-environment jsdom
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '@/api/client';
import { readConfig } from '@/config/env';
import { RootStore } from '@/stores/RootStore';
import { storeWithMock } from '#tests/support/storeWithMock.ts';
import {
  firstPaintPaths,
  loadRouteData,
  privatePaths,
  publicPaths,
  readSnapshot,
  recordingFetch,
  rendersAsPrerendered,
  replayFetch,
  snapshotScript,
  SNAPSHOT_ID,
  splitHead,
} from './prerender';

/** A store built from what local storage holds (the visitor's own state). */
function storeWith(local: Record<string, string> = {}) {
  window.localStorage.clear();
  for (const [key, value] of Object.entries(local)) window.localStorage.setItem(key, value);
  return new RootStore({ api: new ApiClient({ apiUrl: '' }), config: readConfig({}) });
}

afterEach(() => window.localStorage.clear());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('prerendered paths', () => {
  it('the first-paint pages (the demo prerenders these) are home, menu and cakes in both languages', () => {
    expect(firstPaintPaths()).toEqual([
      '/',
      '/menyu',
      '/torty-na-zakaz',
      '/en',
      '/en/menyu',
      '/en/torty-na-zakaz',
    ]);
  });

  it('every public page of the menu and events, in both languages: sections, products, cakes, events', async () => {
    const ctx = storeWithMock();
    try {
      await loadRouteData(ctx.store, '/');
      const paths = publicPaths(ctx.store);
      const { catalogue, content } = ctx.store;
      const section = catalogue.menuCategories[0]!;
      const cake = catalogue.cakeCategory!.products.find((p) => p.id !== 1185)!;
      for (const locale of ['', '/en'])
        expect(paths).toEqual(
          expect.arrayContaining([
            `${locale}/o-nas`,
            `${locale}/registraciya`,
            `${locale}/tort-po-individualnomu-zakazu`,
            `${locale}/menyu/${section.alias}`,
            `${locale}/menyu/${section.alias}/${section.products[0]!.id}`,
            `${locale}/torty-na-zakaz/${cake.id}`,
            `${locale}/sobytiya/${content.events[0]!.alias}`,
          ]),
        );
      expect(new Set(paths).size).toBe(paths.length);
      // The private pages are never among them.
      expect(paths.filter((p) => privatePaths().includes(p))).toEqual([]);
    } finally {
      ctx.done();
    }
  });

  it('the private pages (account, checkout, thank-you, admin, legacy, promo) are listed for their noindex shells', () => {
    expect(privatePaths()).toEqual(
      expect.arrayContaining([
        '/kabinet',
        '/ordering',
        '/en/ordering',
        '/spasibo',
        '/udc_adminpanel',
        '/old_pages',
        '/promo/ordering',
      ]),
    );
  });
});

describe('splitHead', () => {
  it("moves what React hoists of a page's meta into the head, and keeps the image preloads and the tree in the body", () => {
    // React writes hoistables before the tree when it renders no <html> of its own (here and in the prerender).
    const html = renderToString(
      h('main', null, [
        h('title', { key: 't' }, 'Меню — "Корица" & Сливки'),
        h('meta', { key: 'd', name: 'description', content: 'Завтраки <и> обеды' }),
        h('meta', { key: 'o', property: 'og:title', content: 'Меню' }),
        h('link', { key: 'c', rel: 'canonical', href: 'https://cafe.test/menyu' }),
        h('img', { key: 'i', src: '/hero.svg', alt: '', fetchPriority: 'high' }),
        h('h1', { key: 'h' }, 'Меню'),
      ]),
    );
    const { head, body } = splitHead(html);
    expect(head).toBe(
      '<title>Меню — &quot;Корица&quot; &amp; Сливки</title>' +
        '<meta name="description" content="Завтраки &lt;и&gt; обеды"/>' +
        '<meta property="og:title" content="Меню"/>' +
        '<link rel="canonical" href="https://cafe.test/menyu"/>',
    );
    expect(body).toMatch(/^<link rel="preload" as="image" href="\/hero.svg" fetchPriority="high"\/><main>/);
    expect(body).toContain('<h1>Меню</h1></main>');
  });

  it('leaves a tree without hoisted tags as it is', () => {
    expect(splitHead('<div><p>x</p></div>')).toEqual({ head: '', body: '<div><p>x</p></div>' });
  });
});

describe('snapshot in the page', () => {
  it('round-trips through its script tag, and nothing in it can close the tag', () => {
    const snapshot = { '/api/x?y=1': { text: '</script><script>alert(1)</script>', line: 'a\u2028b' } };
    const html = snapshotScript(snapshot);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = html;
    expect(readSnapshot(document)).toEqual(snapshot);
  });

  it('is undefined when missing, garbled or not an object', () => {
    document.body.innerHTML = '';
    expect(readSnapshot(document)).toBeUndefined();
    for (const text of ['{nope', '[1,2]', 'null', '']) {
      document.body.innerHTML = `<script type="application/json" id="${SNAPSHOT_ID}">${text}</script>`;
      expect(readSnapshot(document)).toBeUndefined();
    }
  });
});

describe('replayFetch', () => {
  it('answers each recorded GET once from the snapshot, then goes to the network', async () => {
    const real = vi.fn(async () => json({ live: true }));
    const fetch = replayFetch({ '/api/menu?path=%2F': { recorded: true } }, () => real);
    expect(await (await fetch('/api/menu?path=%2F')).json()).toEqual({ recorded: true });
    expect(real).not.toHaveBeenCalled();
    expect(await (await fetch('/api/menu?path=%2F')).json()).toEqual({ live: true });
    expect(real).toHaveBeenCalledTimes(1);
  });

  it('never answers a POST or an unknown URL from the snapshot', async () => {
    const real = vi.fn(async () => json({ live: true }));
    const fetch = replayFetch({ '/api/cart': { recorded: true } }, () => real);
    expect(await (await fetch('/api/cart', { method: 'POST', body: '{}' })).json()).toEqual({ live: true });
    expect(await (await fetch('/api/other')).json()).toEqual({ live: true });
    expect(real).toHaveBeenCalledTimes(2);
  });
});

describe('recordingFetch', () => {
  it('records GET answers by URL with the session token blanked, and answers with what it recorded', async () => {
    const snapshot = {};
    const fetch = recordingFetch(async () => json({ token: 'secret', menu: [1] }), snapshot);
    expect(await (await fetch('/api/menu?path=%2F')).json()).toEqual({ token: '', menu: [1] });
    expect(snapshot).toEqual({ '/api/menu?path=%2F': { token: '', menu: [1] } });
  });

  it('records neither POSTs nor failed calls', async () => {
    const snapshot = {};
    await recordingFetch(async () => json({ ok: 1 }), snapshot)('/api/cart', { method: 'POST' });
    await recordingFetch(async () => json({ code: 0 }, 500), snapshot)('/api/menu');
    expect(snapshot).toEqual({});
  });
});

describe('rendersAsPrerendered', () => {
  it('holds for a visitor with nothing of their own, not with a cart or a login', () => {
    const empty = storeWith();
    expect(rendersAsPrerendered(empty)).toBe(true);

    const withCart = storeWith({
      cart: JSON.stringify([{ id: 701, name: 'Медовик', count: 2, price: 420, parent: 16 }]),
    });
    expect(withCart.cart.lines).toHaveLength(1);
    expect(rendersAsPrerendered(withCart)).toBe(false);

    const loggedIn = storeWith({ isAuth: '1', iduser: '7', user: 'anna' });
    expect(loggedIn.auth.isLogin).toBe(true);
    expect(rendersAsPrerendered(loggedIn)).toBe(false);
  });
});

describe('refreshing a hydrated page quietly', () => {
  let ctx: ReturnType<typeof storeWithMock> | undefined;
  afterEach(() => ctx?.done());

  it('keeps an unchanged menu as the same object (nothing renders again) and takes the live token', async () => {
    ctx = storeWithMock();
    const { catalogue } = ctx.store;
    await catalogue.loadMenu('/');
    const categories = catalogue.categories;
    const cafes = catalogue.cafes;
    await catalogue.refreshMenu('/');
    expect(catalogue.categories).toBe(categories);
    expect(catalogue.cafes).toBe(cafes);
    expect(catalogue.menuStatus).toBe('ready');
    expect(catalogue.token).not.toBe('');
  });

  it('replaces a changed menu and the stop-delivery flag, without showing it loading', async () => {
    ctx = storeWithMock();
    const { catalogue } = ctx.store;
    await catalogue.loadMenu('/');
    const categories = catalogue.categories;
    ctx.db.catalogue.products[0]!.price = 12345;
    ctx.db.config.stopDelivery = '1';
    const refresh = catalogue.refreshMenu('/');
    expect(catalogue.menuStatus).toBe('ready');
    await refresh;
    expect(catalogue.categories).not.toBe(categories);
    expect(catalogue.categories.flatMap((c) => c.products).some((p) => p.price === 12345)).toBe(true);
    expect(catalogue.stopDelivery).toBe(true);
  });

  it('keeps what the page shows when the refresh fails', async () => {
    ctx = storeWithMock();
    const { catalogue, content } = ctx.store;
    await Promise.all([catalogue.loadMenu('/'), content.load('events')]);
    const categories = catalogue.categories;
    const events = content.events;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const saved = window.fetch;
    window.fetch = () => Promise.reject(new TypeError('offline'));
    await Promise.all([catalogue.refreshMenu('/'), content.refresh('events')]);
    window.fetch = saved;
    expect(catalogue.categories).toBe(categories);
    expect(catalogue.menuStatus).toBe('ready');
    expect(content.events).toBe(events);
    expect(content.status.events).toBe('ready');
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('keeps unchanged events as the same list', async () => {
    ctx = storeWithMock();
    const { content } = ctx.store;
    await content.load('events');
    const events = content.events;
    await content.refresh('events');
    expect(content.events).toBe(events);
  });
});
