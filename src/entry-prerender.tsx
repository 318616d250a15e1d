// Build-time renderer (scripts/prerender.mjs, through `vite build --ssr`): renders one prerendered page
// to HTML with the same tree as main.tsx, from the API answers its stores load, and returns those answers
// so the browser's first render (before it hydrates) uses exactly them. MUI's styles come out through
// emotion's server extraction (a cache per page); the page's structured data (JSON-LD) is written here only.
import { prerenderToNodeStream } from 'react-dom/static';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { enableStaticRendering } from 'mobx-react-lite';
import { createIntl, type IntlShape } from 'react-intl';
import { StaticRouter } from 'react-router';
import { ApiClient } from '@/api/client';
import { AppRoot } from '@/app/AppRoot';
import { getHref, parseLocalePath } from '@/app/paths';
import {
  firstPaintPaths,
  loadRouteData,
  privatePaths,
  publicPaths,
  recordingFetch,
  snapshotScript,
  splitHead,
  type Snapshot,
} from '@/app/prerender';
import { prerenderFacts, type PageFacts } from '@/components/PageMeta';
import { readConfig } from '@/config/env';
import { contacts } from '@/config/contacts';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  businessJsonLd,
  eventJsonLd,
  jsonLdScript,
  productJsonLd,
} from '@/domain/structuredData';
import type { Locale } from '@/domain/types';
import { loadMessages } from '@/i18n';
import { nav } from '@/i18n/nav';
import { RootStore } from '@/stores/RootStore';
import { m as brandMessages } from '@/components/pageMeta.messages';

export { firstPaintPaths, privatePaths, snapshotScript };

/** The site's origin the build was made for (SITE_URL, vite.config.ts), or null. */
export const siteOrigin = import.meta.env.SITE_URL || null;

/** Every public page in both locales (src/app/prerender.ts, publicPaths), from the menu and events `fetch` answers. */
export async function pagePaths(fetch: typeof globalThis.fetch): Promise<string[]> {
  const config = readConfig();
  const store = new RootStore({ api: new ApiClient({ apiUrl: config.apiUrl, fetch }), config });
  await loadRouteData(store, '/');
  if (store.catalogue.menuStatus !== 'ready')
    throw new Error('The menu could not be loaded for the prerender');
  return publicPaths(store);
}

// Rendered once to HTML: observers need no reactions, and leave no finalization timers keeping Node alive.
enableStaticRendering(true);

export type RenderedPage = {
  html: string;
  snapshot: Snapshot;
  locale: Locale;
  /**
   * The page's `<title>`, `<meta>` and `<link>` tags (src/components/PageMeta.tsx) and its JSON-LD blocks,
   * for the page's `<head>`.
   */
  head: string;
  /** MUI's styles of the page (emotion's `<style data-emotion>` tags), for the end of the `<head>`. */
  styles: string;
};

/** The page's JSON-LD: the business on the home page, the product or event, and the breadcrumb it shows. */
function structuredData(
  facts: PageFacts | undefined,
  store: RootStore,
  intl: IntlShape,
  origin: string | null,
): object[] {
  if (!facts) return [];
  const locale = intl.locale as Locale;
  const brand = intl.formatMessage(brandMessages.name);
  const url = (path: string) => absoluteUrl(path, origin);
  const home = getHref('home', locale);
  const blocks: object[] = [];
  if (facts.path === home)
    blocks.push(
      businessJsonLd(
        {
          name: brand,
          url: url(home),
          logo: url('/icons/icon-512.png'),
          phone: contacts.phone,
          cafes: store.catalogue.pickableCafes,
        },
        locale,
      ),
    );
  const subject = facts.subject;
  const own = { url: url(facts.path), origin, locale, brand };
  if (subject && 'product' in subject) blocks.push(productJsonLd(subject.product, own));
  if (subject && 'event' in subject) blocks.push(eventJsonLd(subject.event, own));
  if (facts.trail)
    blocks.push(
      breadcrumbJsonLd([
        { name: intl.formatMessage(nav.home), url: url(home) },
        ...facts.trail.map((t) => ({ name: t.label, url: url(t.to) })),
        { name: facts.title, url: url(facts.path) },
      ]),
    );
  return blocks;
}

/**
 * Renders `path` (a prerendered URL) with `fetch` answering the API's calls (relative URLs, as in the browser).
 * `basename` is the router's: the demo's is a placeholder the build then makes relative (scripts/prerender.mjs).
 */
export async function renderPage(
  path: string,
  fetch: typeof globalThis.fetch,
  basename = '/',
  origin: string | null = null,
): Promise<RenderedPage> {
  const { locale } = parseLocalePath(path);
  const snapshot: Snapshot = {};
  const config = readConfig();
  const store = new RootStore({
    api: new ApiClient({ apiUrl: config.apiUrl, fetch: recordingFetch(fetch, snapshot) }),
    config,
  });
  const messages = await loadMessages(locale);
  await loadRouteData(store, path);
  const errors: unknown[] = [];
  // A cache of its own per page (the key MUI's client cache has): exactly the styles this page uses.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  let facts: PageFacts | undefined;
  // Pages render one after another: the hook is this page's while it renders.
  prerenderFacts.report = (f) => void (facts = f);
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <AppRoot
        store={store}
        router={({ children }) => (
          <StaticRouter location={basename === '/' ? path : `${basename}${path}`} basename={basename}>
            {children}
          </StaticRouter>
        )}
      />
    </CacheProvider>,
    {
      // Every boundary inline, in order: no script is needed to show the page (the CSP allows none inline).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  if (errors.length)
    throw new Error(`Prerendering ${path} failed: ${errors.map(String).join('; ')}`, { cause: errors[0] });
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude) html += decoder.decode(chunk as Uint8Array, { stream: true });
  html += decoder.decode();
  // React puts what it hoists before the tree when it renders no <html> of its own: the head's part goes there.
  const { head, body } = splitHead(html);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  // The demo (a folder of any host, no origin) states no structured data: its links would name the wrong place.
  const intl = createIntl({ locale, defaultLocale: 'ru', messages, onError: () => {} });
  const blocks = basename === '/' ? structuredData(facts, store, intl, origin) : [];
  return { html: body, head: head + blocks.map(jsonLdScript).join(''), styles, snapshot, locale };
}
