import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { expect, it, vi } from 'vitest';
import { ApiClient } from '@/api/client';
import { readConfig } from '@/config/env';
import { loadedMessages } from '@/i18n';
import { StoresProvider } from '@/stores/context';
import { RootStore } from '@/stores/RootStore';
import Footer from './Footer';
import { preloadFooterModals } from './LazyFooterModals';

vi.mock('./LazyFooterModals', () => ({ preloadFooterModals: vi.fn() }));

it("starts loading the footer dialogs' code as the footer mounts, once", () => {
  const store = new RootStore({ api: new ApiClient({ apiUrl: '' }), config: readConfig({}) });
  render(
    <StoresProvider store={store}>
      <IntlProvider locale="ru" defaultLocale="ru" messages={loadedMessages('ru')}>
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </IntlProvider>
    </StoresProvider>,
  );
  expect(preloadFooterModals).toHaveBeenCalledTimes(1);
});
