import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from './renderApp';

let shutdown: (() => void) | undefined;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => shutdown?.());

describe('site shell', () => {
  it('renders the Russian home page with header, footer and the menu from the mock', async () => {
    // A prerendered page has its <html lang>: it is not written again (a write restyles every element).
    document.documentElement.lang = 'ru';
    const writes: MutationRecord[] = [];
    const langWrites = new MutationObserver((records) => writes.push(...records));
    langWrites.observe(document.documentElement, { attributeFilter: ['lang'] });
    const app = renderApp('/');
    shutdown = () => app.server.shutdown();
    expect(await screen.findByRole('heading', { level: 1, name: /Свежая выпечка/ })).toBeInTheDocument();
    expect(screen.getByTestId('header')).toBeInTheDocument();
    // The footer is lazy (below the fold): it arrives right after the page.
    expect(
      within(await screen.findByTestId('footer')).getByRole('link', { name: 'Франшиза' }),
    ).toHaveAttribute('href', '/franshiza');
    await waitFor(() => expect(app.store.catalogue.menuStatus).toBe('ready'));
    expect(app.store.catalogue.categories.length).toBeGreaterThan(5);
    expect(document.documentElement.lang).toBe('ru');
    writes.push(...langWrites.takeRecords());
    langWrites.disconnect();
    expect(writes).toEqual([]);
  });

  it('renders English under /en and sets the locale cookie', async () => {
    const app = renderApp('/en/menyu');
    shutdown = () => app.server.shutdown();
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery menu' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('locale=en');
    expect(within(screen.getByTestId('locale-switch')).getByText('RU').closest('a')).toHaveAttribute(
      'href',
      '/menyu',
    );
  });

  it('shows the 404 page with a home link for an unknown path', async () => {
    const app = renderApp('/no-such-page');
    shutdown = () => app.server.shutdown();
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(screen.getByText('Страница не найдена')).toBeInTheDocument();
    expect(screen.getByTestId('error-home-link')).toHaveAttribute('href', '/');
  });

  it('shows the stop-delivery notice and hides the delivery banner when the server says "1"', async () => {
    const app = renderApp('/', { scenario: 'stop-delivery' });
    shutdown = () => app.server.shutdown();
    await waitFor(() => expect(app.store.catalogue.stopDelivery).toBe(true));
    expect(screen.queryByTestId('delivery-banner')).not.toBeInTheDocument();
    expect(screen.getAllByText(/Время доставки может быть увеличено/).length).toBeGreaterThan(0);
  });

  it('keeps the page working when the menu call fails', async () => {
    const app = renderApp('/menyu', { scenario: 'server-errors' });
    shutdown = () => app.server.shutdown();
    expect(await screen.findByTestId('catalogue-error')).toBeInTheDocument();
    expect(screen.getByTestId('header')).toBeInTheDocument();
  });
});
