// Build-time renderer (scripts/prerender.mjs, through `vite build --ssr`): renders one prerendered page
// to HTML with the same tree as main.tsx, from the API answers its stores load, and returns those answers
// so the browser's first render (before it hydrates) uses exactly them.
import { prerenderToNodeStream } from 'react-dom/static';
import { enableStaticRendering } from 'mobx-react-lite';
import { StaticRouter } from 'react-router';
import { ApiClient } from '@/api/client';
import { AppRoot } from '@/app/AppRoot';
import { parseLocalePath } from '@/app/paths';
import {
  loadRouteData,
  prerenderedPaths,
  recordingFetch,
  snapshotScript,
  splitHead,
  type Snapshot,
} from '@/app/prerender';
import { readConfig } from '@/config/env';
import type { Locale } from '@/domain/types';
import { loadMessages } from '@/i18n';
import { RootStore } from '@/stores/RootStore';

export { prerenderedPaths, snapshotScript };

// Rendered once to HTML: observers need no reactions, and leave no finalization timers keeping Node alive.
enableStaticRendering(true);

export type RenderedPage = {
  html: string;
  snapshot: Snapshot;
  locale: Locale;
  /** The page's `<title>`, `<meta>` and `<link>` tags (src/components/PageMeta.tsx), for the page's `<head>`. */
  head: string;
};

/**
 * Renders `path` (a prerendered URL) with `fetch` answering the API's calls (relative URLs, as in the browser).
 * `basename` is the router's: the demo's is a placeholder the build then makes relative (scripts/prerender.mjs).
 */
export async function renderPage(
  path: string,
  fetch: typeof globalThis.fetch,
  basename = '/',
): Promise<RenderedPage> {
  const { locale } = parseLocalePath(path);
  const snapshot: Snapshot = {};
  const config = readConfig();
  const store = new RootStore({
    api: new ApiClient({ apiUrl: config.apiUrl, fetch: recordingFetch(fetch, snapshot) }),
    config,
  });
  await loadMessages(locale);
  await loadRouteData(store, path);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <AppRoot
      store={store}
      router={({ children }) => (
        <StaticRouter location={basename === '/' ? path : `${basename}${path}`} basename={basename}>
          {children}
        </StaticRouter>
      )}
    />,
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
  return { html: body, head, snapshot, locale };
}
