import { startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The theme's CSS variables (scripts/build/theme-css.ts) first: every other style sheet reads them.
import 'virtual:theme.css';
import '@/theme/fonts.css';
import '@/theme/global.css';
import { ApiClient } from '@/api/client';
import { AppRoot } from '@/app/AppRoot';
import { PathRouter } from '@/app/PathRouter';
import { reloadForChunkError } from '@/app/RouteError';
import { appPath, folderOf, pathFromHash } from '@/app/folder';
import { firstPageCommitted } from '@/app/pageLoading';
import { parseLocalePath } from '@/app/paths';
import { dropStaticMeta } from '@/components/PageMeta';
import {
  loadRouteData,
  readSnapshot,
  refreshRouteData,
  rendersAsPrerendered,
  replayFetch,
} from '@/app/prerender';
import { readConfig } from '@/config/env';
import { loadMessages } from '@/i18n';
import { RootStore } from '@/stores/RootStore';

// A preload of a lazy chunk failed (a new deploy replaced it): reload, at most once per 60 s.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError()) event.preventDefault();
});

async function boot() {
  const config = readConfig();
  let Router: ComponentType<{ children?: ReactNode }> = PathRouter;
  let path = window.location.pathname;
  // The demo build runs from any folder of any static host (/shop/): its folder is where its scripts are.
  if (import.meta.env.VITE_ANY_FOLDER === 'true') {
    const folder = folderOf(import.meta.url);
    // Relative URLs (images, files: BASE_URL is './') resolve against the folder on every page and after every
    // navigation. A prerendered page names it relatively (<base href="../">, scripts/prerender.mjs): made
    // absolute before the URL changes, as the browser may resolve a <base> again against the new URL.
    const base =
      document.querySelector('base') ??
      document.head.insertBefore(document.createElement('base'), document.head.firstChild);
    base.setAttribute('href', folder);
    // Links of the old hash router (/shop/#/en/menyu, /shop/?qa=…#/menyu) become their paths.
    const moved = pathFromHash(new URL(window.location.href), folder);
    if (moved) window.history.replaceState(null, '', moved);
    const basename = folder.replace(/\/$/, '') || '/';
    Router = ({ children }) => <PathRouter basename={basename}>{children}</PathRouter>;
    path = appPath(window.location.pathname, folder);
  }
  const bare = path.replace(/(.)\/+$/, '$1');
  const messages = loadMessages(parseLocalePath(path).locale);
  // The mock is a dynamic import behind a build-time flag: production builds do not contain it at all. Mirage starts
  // beside the app (API calls wait for it); only a URL that sets its state (?scenario=) is waited for here.
  let mockAsShipped = true;
  if (import.meta.env.VITE_MOCK === 'true') {
    const mock = (await import('@mock/boot')).bootMock();
    // The mock's own pages (the bank's payment page) replace the app.
    if (mock.ownPage) return;
    // A scenario, a fault or latency changes the answers the page was prerendered from: it is rendered afresh.
    mockAsShipped = (await mock.storageReady).asShipped;
  }
  await messages;
  const container = document.getElementById('root')!;
  // A prerendered page (scripts/prerender.mjs) carries the answers it was rendered from: the stores take
  // them first, so the first render matches the HTML and React hydrates it instead of rendering anew.
  const prerendered = container.dataset.prerendered;
  const snapshot = prerendered === bare && mockAsShipped ? readSnapshot(document) : undefined;
  const api = new ApiClient({
    apiUrl: config.apiUrl,
    bodyEncoding: config.apiBody,
    fetch: snapshot ? replayFetch(snapshot, () => globalThis.fetch.bind(globalThis)) : undefined,
  });
  const store = new RootStore({ api, config });
  if (snapshot) await loadRouteData(store, prerendered!);
  const hydrate = snapshot !== undefined && rendersAsPrerendered(store);
  const tree = <AppRoot store={store} router={Router} />;
  // Once the page has hydrated, the same calls go out live (a session token, today's stop-delivery, menu
  // changes) and their answers render as any update: nothing changes under a part still hydrating.
  if (snapshot) void firstPageCommitted.then(() => refreshRouteData(store, prerendered!));
  // Hydration in a transition: React hydrates in slices of a few ms, never one long task, while the page
  // is already on screen. A visitor's own cart or login differs from the build's render: rendered afresh.
  if (hydrate) startTransition(() => void hydrateRoot(container, tree));
  else {
    // The shell's stand-in title and description go: the page renders its own (PageMeta).
    dropStaticMeta();
    createRoot(container).render(tree);
  }
  // Metrika (VITE_ANALYTICS_ID) after the page has loaded: the counter's script never competes with the first paint.
  if (config.analyticsId) {
    const start = () => void import('@/config/metrika').then((m) => m.startAnalytics(config.analyticsId));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  }
}

void boot();
