import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/manrope/400.css';
import '@fontsource/manrope/600.css';
import '@fontsource/manrope/700.css';
import '@fontsource/playfair-display/600.css';
import '@fontsource/playfair-display/700.css';
import { ApiClient } from '@/api/client';
import { App } from '@/app/App';
import { reloadForChunkError } from '@/app/RouteError';
import { createAppRouter } from '@/app/router';
import { readConfig } from '@/config/env';
import { RootStore } from '@/stores/RootStore';

// A preload of a lazy chunk failed (a new deploy replaced it): reload, at most once per 60 s.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError()) event.preventDefault();
});

async function boot() {
  const config = readConfig();
  // The mock is a dynamic import behind a build-time flag: production builds do not contain it at all.
  if (import.meta.env.VITE_MOCK === 'true') {
    const { startMock } = await import('../mock-server/browser');
    startMock();
  }
  const store = new RootStore({ api: new ApiClient({ apiUrl: config.apiUrl }), config });
  const router = createAppRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
}

void boot();
