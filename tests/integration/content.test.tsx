import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { FETCH_MIN_DISPLAY_MS } from '@/domain/constants';
import { PROMO_POPUP_DELAY_MS } from '@/features/content/promo';
import userEvent from '@testing-library/user-event';
import { closePage, openPage as open } from './renderApp';
import { fill } from '#tests/support/fill.ts';

beforeAll(async () => {
  // Pays for transforming the lazy pages once, outside the tests' time.
  await Promise.all(
    [
      'HomePage',
      'EventsPage',
      'EventPage',
      'VacanciesPage',
      'AboutPage',
      'FranchisePage',
      'DeliveryPage',
      'PoliticsPage',
      'SitemapPage',
      'PromoPage',
      'PromoFlowersPage',
      'OldPagesPage',
      'OldDeliveryPage',
    ].map((name) => import(`../../src/pages/${name}.tsx`)),
  );
  await import('@/features/content/FranchiseForm');
  await import('@/features/content/PromoPopup');
  await import('@/features/content/PressContent');
}, 120_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // The once-only popup would cover the pages under test; its own tests clear this.
  localStorage.setItem('showOneOpenModal', '1');
  localStorage.setItem('confirmCookiesModal', '1');
});
afterEach(() => {
  closePage();
  vi.useRealTimers();
});

describe('home', () => {
  it('shows the hero, current offers, sections, popular dishes, cakes and events', async () => {
    open('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Свежая выпечка/ })).toBeInTheDocument();
    expect(await screen.findByTestId('home-popular')).toBeInTheDocument();
    expect(screen.getByTestId('home-cakes')).toBeInTheDocument();
    expect(within(screen.getByTestId('home-categories')).getAllByRole('link').length).toBeGreaterThan(5);
    expect(await screen.findByTestId('home-events')).toBeInTheDocument();
    const offers = within(screen.getByTestId('offers')).getAllByTestId('offer');
    expect(offers).toHaveLength(3);
    expect(offers[0]).toHaveAttribute('href', '/sobytiya/podarok-k-kazhdomu-tortu');
  });
});

describe('events', () => {
  it('lists the articles newest first', async () => {
    open('/sobytiya');
    const cards = await screen.findAllByTestId('event-card');
    expect(cards.map((c) => c.getAttribute('data-event-id'))).toEqual(['5', '3', '2', '1', '4']);
    expect(
      within(cards[0]!).getByRole('link', { name: 'Расписываем имбирные пряники всей семьёй' }),
    ).toHaveAttribute('href', '/sobytiya/pryaniki-vsey-semey');
  });

  it('keeps the skeleton 200 ms when the articles come at once: it never flashes', async () => {
    let shown: number | undefined;
    let gone: number | undefined;
    const watch = new MutationObserver(() => {
      const skeleton = document.querySelector('[data-testid="content-skeleton"]') !== null;
      if (skeleton) shown ??= Date.now();
      else if (shown !== undefined) gone ??= Date.now();
    });
    watch.observe(document.body, { childList: true, subtree: true });
    open('/sobytiya');
    await screen.findAllByTestId('event-card');
    watch.disconnect();
    expect(shown).toBeDefined();
    // The exact boundary is useMinimumDisplay's unit test. Here the clock is read after each commit, a few to some
    // tens of ms late (no hold: gone after 40-50 ms).
    expect(gone! - shown!).toBeGreaterThanOrEqual(FETCH_MIN_DISPLAY_MS - 50);
  });

  it('opens an article by alias or by id, in both languages', async () => {
    open('/sobytiya/podarok-k-kazhdomu-tortu');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Подарок к каждому торту' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('event-article')).toHaveTextContent('шесть макарон');
    expect(screen.getByTestId('event-cta')).toHaveAttribute('href', '/torty-na-zakaz');
    open('/en/sobytiya/4');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A gift with every cake' }),
    ).toBeInTheDocument();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/en\/sobytiya\/podarok-k-kazhdomu-tortu$/,
    );
    expect(document.title).toBe('A gift with every cake — Cinnamon & Cream');
  });

  it('an unknown article is the 404 page', async () => {
    open('/sobytiya/nope');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
  });

  it('offers a retry when the articles cannot be loaded', async () => {
    open('/sobytiya', { scenario: 'server-errors' });
    expect(await screen.findByTestId('content-error')).toBeInTheDocument();
  });
});

describe('text pages', () => {
  it('vacancies list every position with duties, requirements and how to apply', async () => {
    open('/vakansii');
    const vacancies = await screen.findAllByTestId('vacancy');
    expect(vacancies).toHaveLength(5);
    expect(within(vacancies[0]!).getByRole('heading', { name: 'Бариста' })).toBeInTheDocument();
    expect(within(vacancies[0]!).getByTestId('vacancy-apply').getAttribute('href')).toMatch(
      /^mailto:hr@korica-slivki\.ru\?subject=/,
    );
  });

  it('about lists the cafes without the cake desk', async () => {
    const app = open('/o-nas');
    await waitFor(() => expect(app.store.catalogue.menuStatus).toBe('ready'));
    const list = await screen.findByTestId('cafe-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(list).not.toHaveTextContent('Торты на заказ');
  });

  it('delivery shows the zones of the config and our drawing when no maps key is set', async () => {
    open('/dostavka');
    const rows = await screen.findAllByTestId('delivery-zone');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('В пределах Садового кольца');
    expect(rows[0]).toHaveTextContent(/350/);
    expect(rows[0]).toHaveTextContent('60–90 минут');
    expect(screen.getByTestId('delivery-scheme')).toBeInTheDocument();
    expect(screen.queryByTestId('delivery-map')).not.toBeInTheDocument();
    expect(screen.getByTestId('delivery-payment')).toHaveTextContent('Visa и MasterCard');
  });

  it('delivery warns when deliveries are stopped', async () => {
    open('/dostavka', { scenario: 'stop-delivery' });
    expect(await screen.findByTestId('delivery-stop-notice')).toHaveTextContent(
      'Время доставки может быть увеличено',
    );
  });

  it('the policy is dated 21.10.2022', async () => {
    open('/en/politics');
    expect(await screen.findByText('Version of 21.10.2022')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
  });

  it('the sitemap links every kind of customer page, and no legacy, test or checkout page', async () => {
    open('/sitemap');
    expect(await screen.findByTestId('sitemap-events')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('sitemap-pages')).getByRole('link', { name: 'Франшиза' }),
    ).toHaveAttribute('href', '/franshiza');
    expect(
      within(await screen.findByTestId('sitemap-cakes')).getByRole('link', { name: 'Торт «Медовик»' }),
    ).toHaveAttribute('href', '/torty-na-zakaz/1186');
    expect(within(screen.getByTestId('sitemap-menu')).getByRole('link', { name: 'Кофе' })).toHaveAttribute(
      'href',
      '/menyu/coffee',
    );
    expect(
      within(screen.getByTestId('sitemap-promo')).getByRole('link', { name: 'Цветы к торту' }),
    ).toHaveAttribute('href', '/promo/flowers');
    expect(screen.queryByTestId('sitemap-legacy')).toBeNull();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.filter((h) => /^\/(old_pages|ordering|udc_adminpanel)|test/.test(h))).toEqual([]);
  });

  it('legacy pages carry the legacy notice', async () => {
    open('/old_pages/dostavka');
    expect(await screen.findByTestId('legacy-notice')).toHaveTextContent('Архив');
    expect(await screen.findByText(/В пределах Садового кольца/)).toBeInTheDocument();
    open('/en/old_pages');
    expect(await screen.findByTestId('legacy-notice')).toHaveTextContent('Legacy');
    expect(screen.getAllByTestId('legacy-link')).toHaveLength(3);
  });

  it('the press modal lists the publications', async () => {
    open('/');
    await userEvent.click(await screen.findByTestId('footer-press'));
    const modal = await screen.findByTestId('modal-press');
    expect(await within(modal).findAllByTestId('press-item')).toHaveLength(5);
    expect(modal).toHaveTextContent('press@korica-slivki.ru');
  });
});

describe('promo pages', () => {
  it('a landing, the index and the flowers; an unknown id is a 404', async () => {
    open('/promo/autumn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Осенние десерты' })).toBeInTheDocument();
    expect(screen.getByTestId('header')).toHaveAttribute('data-variant', 'promo');
    expect(screen.getByTestId('promo-action')).toHaveAttribute('href', '/menyu/deserty');
    open('/promo');
    expect(await screen.findAllByTestId('promo-card')).toHaveLength(4);
    open('/en/promo/flowers');
    expect(await screen.findAllByTestId('bouquet')).toHaveLength(3);
    open('/promo/nope');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
  });
});

describe('franchise request', () => {
  async function fillRequest() {
    await fill(await screen.findByTestId('franchise-name'), 'Анна');
    await fill(screen.getByTestId('franchise-phone'), '9991234567');
    await fill(screen.getByTestId('franchise-email'), 'anna@example.com');
    await fill(screen.getByTestId('franchise-city'), 'Казань');
  }

  it('marks missing fields with the "Заполните поля!" toast and sends nothing', async () => {
    const app = open('/franshiza');
    await userEvent.click(await screen.findByTestId('franchise-submit'));
    expect(await screen.findByText('Заполните поля!')).toBeInTheDocument();
    expect(screen.getByTestId('franchise-name')).toHaveAttribute('aria-invalid', 'true');
    expect(app.db.messages).toHaveLength(0);
  });

  it('sends the request to callBack.php with the session token and shows the confirmation', async () => {
    const app = open('/franshiza');
    await waitFor(() => expect(app.store.catalogue.token).not.toBe(''));
    await fillRequest();
    await fill(screen.getByTestId('franchise-about'), 'Есть помещение 100 м²');
    await userEvent.click(screen.getByTestId('franchise-submit'));
    expect(await screen.findByTestId('franchise-success')).toHaveTextContent(
      'Ваше сообщение успешно отправлено!',
    );
    expect(app.db.messages).toHaveLength(1);
    expect(app.db.messages[0]).toMatchObject({
      name: 'Анна',
      phone: '+7 (999) 123-45-67',
      email: 'anna@example.com',
      token: app.store.catalogue.token,
      message: 'Франшиза. Город: Казань. Есть помещение 100 м²',
    });
  });

  it('the English form sends the fixed token', async () => {
    const app = open('/en/franshiza');
    await fillRequest();
    await userEvent.click(screen.getByTestId('franchise-submit'));
    expect(await screen.findByTestId('franchise-success')).toHaveTextContent(
      'Your message has been sent successfully!',
    );
    // One fixed literal token for every English form (SPEC.md section 7).
    expect(app.db.messages[0]).toMatchObject({ token: 'english-site-feedback' });
  });

  it('says so when the request could not be sent', async () => {
    open('/franshiza', { scenario: 'server-errors' });
    await fillRequest();
    await userEvent.click(screen.getByTestId('franchise-submit'));
    expect(await screen.findByTestId('franchise-error')).toBeInTheDocument();
  });
});

describe('promotional popup', () => {
  it('appears once, after the cookie banner is answered, and leads to the article', async () => {
    localStorage.removeItem('showOneOpenModal');
    open('/menyu');
    const popup = await screen.findByTestId('promo-popup');
    expect(within(popup).getByRole('heading', { name: 'Подарок к каждому торту' })).toBeInTheDocument();
    expect(within(popup).getByTestId('promo-popup-link')).toHaveAttribute(
      'href',
      '/sobytiya/podarok-k-kazhdomu-tortu',
    );
    expect(localStorage.getItem('showOneOpenModal')).not.toBeNull();
    await userEvent.click(within(popup).getByTestId('promo-popup-close'));
    await waitFor(() => expect(screen.queryByTestId('promo-popup')).not.toBeInTheDocument());
  });

  // The popup's delay on a fake clock (real time still flows for the mock and the lazy chunks): no sleeps.
  it('waits while the cookie banner is shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.clear();
    open('/');
    await screen.findByTestId('cookie-banner');
    await act(() => vi.advanceTimersByTimeAsync(PROMO_POPUP_DELAY_MS + 1000));
    expect(screen.queryByTestId('promo-popup')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('cookie-accept'));
    await act(() => vi.advanceTimersByTimeAsync(PROMO_POPUP_DELAY_MS));
    expect(await screen.findByTestId('promo-popup')).toBeInTheDocument();
  });

  it('never shows on the promo layout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.removeItem('showOneOpenModal');
    open('/promo/autumn');
    await screen.findByRole('heading', { level: 1, name: 'Осенние десерты' });
    await act(() => vi.advanceTimersByTimeAsync(PROMO_POPUP_DELAY_MS + 1000));
    expect(screen.queryByTestId('promo-popup')).not.toBeInTheDocument();
    expect(localStorage.getItem('showOneOpenModal')).toBeNull();
  });
});
