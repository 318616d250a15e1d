import { act, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { ApiClient } from '@/api/client';
import { readConfig } from '@/config/env';
import { loadedMessages } from '@/i18n';
import { StoresProvider } from '@/stores/context';
import { RootStore } from '@/stores/RootStore';
import Footer from './Footer';
import { preloadFooterModals } from './LazyFooterModals';

vi.mock('./LazyFooterModals', () => ({ preloadFooterModals: vi.fn() }));

/** A stand-in IntersectionObserver (jsdom has none) that the test tells when its element comes into sight. */
class Sight {
  static last: Sight | undefined;
  disconnected = false;
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {
    Sight.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  show(isIntersecting: boolean) {
    this.report([{ isIntersecting }]);
  }
}

afterEach(() => vi.unstubAllGlobals());

it("loads the footer dialogs' code once the footer comes into sight, and only once", () => {
  vi.stubGlobal('IntersectionObserver', Sight);
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
  const sight = Sight.last!;
  act(() => sight.show(false));
  expect(preloadFooterModals).not.toHaveBeenCalled();
  act(() => sight.show(true));
  expect(preloadFooterModals).toHaveBeenCalledTimes(1);
  expect(sight.disconnected).toBe(true);
});
