import type { ReactNode } from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ApiClient } from '@/api/client';
import { readConfig } from '@/config/env';
import { loadedMessages } from '@/i18n';
import { StoresProvider } from '@/stores/context';
import { RootStore } from '@/stores/RootStore';
import CookieBanner from './CookieBanner';
import Footer from './Footer';

function Shell({ store, children }: { store: RootStore; children: ReactNode }) {
  return (
    <StoresProvider store={store}>
      <IntlProvider locale="ru" defaultLocale="ru" messages={loadedMessages('ru')}>
        <MemoryRouter>{children}</MemoryRouter>
      </IntlProvider>
    </StoresProvider>
  );
}

it('hydrates prerendered footer HTML without a mismatch, then shows the cookie banner and makes its buttons live', async () => {
  localStorage.clear();
  const store = new RootStore({ api: new ApiClient({ apiUrl: '' }), config: readConfig({}) });
  const tree = (
    <Shell store={store}>
      <Footer />
      <CookieBanner />
    </Shell>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  expect(container.querySelector('[data-testid="cookie-banner"]')).toBeNull();
  // In the HTML a button that opens a dialog cannot work yet: disabled, marked as not ready (LiveButton).
  const feedback = () => container.querySelector('[data-testid="footer-feedback"]')!;
  expect(feedback()).toBeDisabled();
  expect(feedback()).toHaveAttribute('data-pending');
  const errors: unknown[] = [];
  const root = hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
  await act(async () => {});
  expect(errors).toEqual([]);
  expect(screen.getByTestId('footer')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'cookies' })).toBeInTheDocument();
  expect(feedback()).toBeEnabled();
  expect(feedback()).not.toHaveAttribute('data-pending');
  act(() => root.unmount());
  container.remove();
});
