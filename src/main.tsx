import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, HashRouter } from 'react-router';
import '@fontsource/manrope/400.css';
import '@fontsource/manrope/600.css';
import '@fontsource/manrope/700.css';
import '@fontsource/playfair-display/600.css';
import '@fontsource/playfair-display/700.css';
import '@/theme/global.css';
import { ApiClient } from '@/api/client';
import { App } from '@/app/App';
import { reloadForChunkError } from '@/app/RouteError';
import { parseLocalePath } from '@/app/paths';
import { AppRoutes } from '@/app/router';
import { readConfig } from '@/config/env';
import { loadMessages } from '@/i18n';
import { RootStore } from '@/stores/RootStore';

// A preload of a lazy chunk failed (a new deploy replaced it): reload, at most once per 60 s.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError()) event.preventDefault();
});

async function boot() {
  const config = readConfig();
  // The demo build routes in the hash (#/en/menyu) so that any static host, in any folder, can serve it.
  const hashRouting = import.meta.env.VITE_ROUTER === 'hash';
  const Router = hashRouting ? HashRouter : BrowserRouter;
  const path = hashRouting ? window.location.hash.slice(1) || '/' : window.location.pathname;
  const messages = loadMessages(parseLocalePath(path).locale);
  // The mock is a dynamic import behind a build-time flag: production builds do not contain it at all.
  if (import.meta.env.VITE_MOCK === 'true') {
    const { startMock } = await import('../mock-server/browser');
    // The mock's own pages (the bank's payment page) replace the app.
    if (startMock().ownPage) return;
  }
  await messages;
  const store = new RootStore({ api: new ApiClient({ apiUrl: config.apiUrl }), config });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store}>
        <Router>
          <AppRoutes />
        </Router>
      </App>
    </StrictMode>,
  );
}

void boot();
