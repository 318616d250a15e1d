// @vitest-environment node
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '@/api/client';
import { readConfig } from '@/config/env';
import type { Locale } from '@/domain/types';
import { loadedMessages } from '@/i18n';
import { StoresProvider } from '@/stores/context';
import { RootStore } from '@/stores/RootStore';
import { SafeStorage } from '@/stores/storage';
import CookieBanner from './CookieBanner';
import Footer from './Footer';

// No window, document or storage here: what a prerender would produce.
function serverRender(node: ReactNode, locale: Locale = 'ru') {
  const none = new SafeStorage(() => undefined);
  const store = new RootStore({
    api: new ApiClient({ apiUrl: '' }),
    config: readConfig({}),
    local: none,
    session: none,
  });
  return renderToString(
    <StoresProvider store={store}>
      <IntlProvider locale={locale} defaultLocale="ru" messages={loadedMessages(locale)}>
        <MemoryRouter initialEntries={[locale === 'en' ? '/en' : '/']}>{node}</MemoryRouter>
      </IntlProvider>
    </StoresProvider>,
  );
}

describe('the footer and the cookie banner on a server', () => {
  it('renders the whole footer without a browser, in both locales', () => {
    expect(typeof window).toBe('undefined');
    const ru = serverRender(<Footer />);
    for (const id of [
      'footer',
      'footer-press',
      'footer-partnership',
      'footer-feedback',
      'footer-conf',
      'footer-payment',
      'footer-requisites',
      'footer-delivery-phone',
      'footer-restaurant-pdf',
      'footer-bar-pdf',
    ]) {
      expect(ru).toContain(`data-testid="${id}"`);
    }
    expect(ru).toContain('Разделы сайта');
    const en = serverRender(<Footer />, 'en');
    expect(en).toContain('Sections');
    expect(en).toContain('href="/en/');
  });

  it('renders no cookie banner before the client has mounted, even when cookies were never accepted', () => {
    expect(serverRender(<CookieBanner />)).toBe('');
  });
});
