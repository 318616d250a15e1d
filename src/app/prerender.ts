import type { ContentType } from '@/domain/content';
import type { Locale } from '@/domain/types';
import { productHref } from '@/features/catalogue/productHref';
import type { RootStore } from '@/stores/RootStore';
import { getHref, pageHref, parseLocalePath, routes, type StaticRouteName } from './paths';

const LOCALES: Locale[] = ['ru', 'en'];

/**
 * The first-paint pages (styled with CSS modules only): the pages the demo build prerenders, and the ones
 * whose first JavaScript has a budget (scripts/build/bundle-size.mjs).
 */
const FIRST_PAINT_ROUTES = ['home', 'menu', 'cakes'] as const;

/** The first-paint pages in both locales. */
export function firstPaintPaths(): string[] {
  return LOCALES.flatMap((locale) => FIRST_PAINT_ROUTES.map((name) => pageHref(name, locale)));
}

/** The public pages without parameters: rendered at build time, in the sitemap. */
const PUBLIC_ROUTES = [
  'home',
  'menu',
  'cakes',
  'individualCake',
  'events',
  'delivery',
  'about',
  'franchise',
  'vacancies',
  'politics',
  'sitemap',
  'registration',
] as const satisfies readonly StaticRouteName[];

/**
 * The private pages without parameters (the account, checkout, thank-you, admin, legacy and promo pages,
 * the dish list and the hand ordering): the build writes each the app's shell with `noindex`, robots.txt
 * disallows them.
 */
const PRIVATE_ROUTES = [
  'account',
  'ordering',
  'thanks',
  'dishes',
  'handOrdering',
  'oldPages',
  'oldOrderingTest',
  'oldDelivery',
  'oldHandOrdering',
  'promoIndex',
  'promoFlowers',
  'promoOrdering',
  'admin',
  'adminBm',
  'adminCg',
  'adminCs',
  'adminCsOld',
  'adminDadata',
  'adminUdc',
] as const satisfies readonly StaticRouteName[];

/** The private pages' paths in both locales. */
export function privatePaths(): string[] {
  return LOCALES.flatMap((locale) => PRIVATE_ROUTES.map((name) => pageHref(name, locale)));
}

/**
 * Every public page in both locales, from the loaded menu and events: the static pages, each menu section,
 * each product and cake page, each event. The build prerenders them and lists them in sitemap.xml.
 */
export function publicPaths(store: RootStore): string[] {
  const { catalogue, content } = store;
  return LOCALES.flatMap((locale) => {
    const sections = catalogue.menuCategories;
    const products = [...sections, ...(catalogue.cakeCategory ? [catalogue.cakeCategory] : [])].flatMap(
      (category) => category.products.map((product) => productHref(product, category, locale)),
    );
    return [
      ...new Set([
        ...PUBLIC_ROUTES.map((name) => pageHref(name, locale)),
        ...sections.map((c) => getHref('submenu', locale, { submenu: c.alias })),
        ...products,
        ...content.events.map((e) => getHref('event', locale, { id: e.alias })),
      ]),
    ];
  });
}

/** The content a page shows besides the menu (which every page loads): loaded before it renders. */
function contentOf(path: string): ContentType | undefined {
  if (
    path === '/' ||
    path === routes.sitemap ||
    path === routes.events ||
    path.startsWith(`${routes.events}/`)
  )
    return 'events';
  if (path === routes.delivery) return 'delivery';
  if (path === routes.vacancies) return 'vacancies';
  return undefined;
}

/** The id of the script tag that carries the answers a prerendered page was rendered from. */
export const SNAPSHOT_ID = 'prerender-data';

/** Answers of GET calls by URL, as the page was rendered from them (the session token blanked). */
export type Snapshot = Record<string, unknown>;

/**
 * Loads what a prerendered page shows on its first render into the stores: at build time from the API,
 * in the browser from the snapshot in the page, so the first render matches the HTML it hydrates.
 */
export async function loadRouteData(store: RootStore, pathname: string): Promise<void> {
  const content = contentOf(parseLocalePath(pathname).path);
  await Promise.all([store.catalogue.loadMenu(pathname), content ? store.content.load(content) : undefined]);
}

/** After hydration: the same calls live (a new session token, today's stop-delivery, a changed menu). */
export async function refreshRouteData(store: RootStore, pathname: string): Promise<void> {
  const content = contentOf(parseLocalePath(pathname).path);
  await Promise.all([
    store.catalogue.refreshMenu(pathname),
    content ? store.content.refresh(content) : undefined,
  ]);
}

/**
 * Whether the stores render a prerendered page exactly as the build did: nothing of the visitor's own
 * (a cart, a login) shows in it. Otherwise the page is rendered afresh instead of hydrated.
 */
export function rendersAsPrerendered(store: RootStore): boolean {
  return store.cart.lines.length === 0 && !store.auth.isLogin;
}

/** What React hoists to `<head>` and renders before the tree (a tree without `<html>`): page meta, and preloads. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/>|<link\b[^>]*\/>)+/;
const TAG = /<title>[^<]*<\/title>|<[^>]+>/g;
/** A page's own head tags (PageMeta): its title, meta and canonical and language links; not a preload. */
const isPageHeadTag = (tag: string) =>
  tag.startsWith('<title>') || tag.startsWith('<meta ') || /^<link rel="(canonical|alternate)"/.test(tag);

/**
 * Splits a prerendered page's HTML into the tags its `<head>` gets (the page's title, meta and links, which
 * React writes before the tree) and the rest, which stays in `#root` as rendered (image preloads included).
 */
export function splitHead(html: string): { head: string; body: string } {
  const leading = HOISTED.exec(html)?.[0] ?? '';
  const tags = leading.match(TAG) ?? [];
  return {
    head: tags.filter(isPageHeadTag).join(''),
    body: tags.filter((tag) => !isPageHeadTag(tag)).join('') + html.slice(leading.length),
  };
}

/** Serialises a snapshot for a `<script type="application/json">`: nothing in it can close the tag. */
export function snapshotScript(snapshot: Snapshot): string {
  const json = JSON.stringify(snapshot)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SNAPSHOT_ID}">${json}</script>`;
}

/** Reads the snapshot of a prerendered page; undefined when there is none or it does not parse. */
export function readSnapshot(doc: Document): Snapshot | undefined {
  const text = doc.getElementById(SNAPSHOT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Snapshot) : undefined;
  } catch {
    return undefined;
  }
}

/** The key of a call in a snapshot: method-less GET URL, as the API client builds it. */
const keyOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * A fetch that answers each GET of the snapshot once from it (so the stores fill without waiting for
 * the network) and passes everything else, and every later call, to the real fetch.
 */
export function replayFetch(snapshot: Snapshot, real: () => typeof fetch): typeof fetch {
  const left = new Map(Object.entries(snapshot));
  return (input, init) => {
    const key = keyOf(input);
    if ((init?.method ?? 'GET') === 'GET' && left.has(key)) {
      const body = left.get(key);
      left.delete(key);
      return Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    }
    return real()(input, init);
  };
}

/**
 * A fetch for the build: calls `real` and records each GET answer under its URL, with the session
 * token blanked (one token baked into HTML would be shared by every visitor).
 */
export function recordingFetch(real: typeof fetch, snapshot: Snapshot): typeof fetch {
  return async (input, init) => {
    const response = await real(input, init);
    if ((init?.method ?? 'GET') !== 'GET' || !response.ok) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    if (body === undefined) return response;
    const kept =
      body && typeof body === 'object' && !Array.isArray(body) && 'token' in body
        ? { ...body, token: '' }
        : body;
    snapshot[keyOf(input)] = kept;
    return new Response(JSON.stringify(kept), {
      status: response.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}
