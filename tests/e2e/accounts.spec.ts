import type { Page } from '@playwright/test';
import { expect, open, storyIn, test } from './fixtures';

const home = (prefix: string) => prefix || '/';
const SESSION_KEYS = ['auth', 'isAuth', 'iduser', 'user', 'fullname', 'mobilephone', 'email', 'extended'];

/** The messages the mock received (its data lives in the tab's sessionStorage). */
async function mockMessages(page: Page): Promise<Record<string, string>[]> {
  return page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('mockDb') ?? '{}') as { messages?: Record<string, string>[] })
        .messages ?? [],
  );
}

type Timeline = Record<string, number>;

/**
 * Records, in the page (so slow test steps do not count), when things happen, in ms of `performance.now()`:
 * `toast:shown` / `toast:leaving` for the toast with `toast` text, `gone` when the element with test id
 * `goneTestId` leaves the page, `url` when the path first changes, `click` when `clickTestId` is clicked.
 */
async function startTimeline(
  page: Page,
  watch: { toast?: string; goneTestId?: string; url?: boolean; clickTestId?: string },
) {
  await page.evaluate(({ toast, goneTestId, url, clickTestId }) => {
    const timeline: Timeline = {};
    (window as unknown as { timeline: Timeline }).timeline = timeline;
    const mark = (name: string) => {
      if (!(name in timeline)) timeline[name] = performance.now();
    };
    let settled = false;
    const check = () => {
      if (toast) {
        const el = [...document.querySelectorAll<HTMLElement>('.notistack-MuiContent')].find(
          (e) => e.textContent === toast,
        );
        if (el) mark('toast:shown');
        // The toast has slid in once its transform is "none"; it starts leaving when that changes (or it is gone).
        if (el && el.style.transform === 'none') settled = true;
        else if ('toast:shown' in timeline && (!el || settled)) mark('toast:leaving');
      }
      if (goneTestId && !document.querySelector(`[data-testid="${goneTestId}"]`)) mark('gone');
    };
    if (clickTestId) {
      document.addEventListener(
        'click',
        (e) => {
          if ((e.target as Element | null)?.closest(`[data-testid="${clickTestId}"]`)) mark('click');
        },
        true,
      );
    }
    new MutationObserver(check).observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style'],
    });
    if (url) {
      const path = location.pathname;
      const timer = setInterval(() => {
        if (location.pathname !== path) {
          mark('url');
          clearInterval(timer);
        }
      }, 10);
    }
  }, watch);
}

/** Waits until the timeline has `name`, then gives the time from `from` to it. */
async function elapsed(page: Page, from: string, name: string): Promise<number> {
  await page.waitForFunction(
    (n) => n in ((window as unknown as { timeline?: Timeline }).timeline ?? {}),
    name,
    { timeout: 12_000 },
  );
  return page.evaluate(
    ([a, b]) => {
      const t = (window as unknown as { timeline: Timeline }).timeline;
      return (t[b] ?? NaN) - (t[a] ?? NaN);
    },
    [from, name] as const,
  );
}

// Timers start a moment before the page can observe the toast (more so on a loaded CI machine): slack on the lower
// bound only, less than the gap to the next shorter duration (a 3 s toast is never taken for a 2.5 s one).
const SLACK_MS = 250;

/** The toast with this text, checked to sit at the top centre of the page. */
async function expectTopCentreToast(page: Page, text: string) {
  const toast = page.locator('.notistack-MuiContent').filter({ hasText: text });
  await expect(toast).toBeAttached();
  await expect(toast).toHaveText(text);
  // Measured in the page's own layout; polled because the toast slides and grows in before it settles.
  await expect
    .poll(() =>
      toast.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return Math.abs((r.left + r.right) / 2 - window.innerWidth / 2);
      }),
    )
    .toBeLessThanOrEqual(1);
  expect(await toast.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(140);
  return toast;
}

for (const [prefix, t] of [
  [
    '',
    {
      wrong: 'Неверный e-mail или пароль',
      sent: 'Новый пароль отправлен на demo@example.com',
      logout: 'Вы вышли из кабинета!',
      account: 'Личный кабинет',
      registered: 'Вы зарегистрированы! Добро пожаловать!',
    },
  ],
  [
    '/en',
    {
      wrong: 'Wrong e-mail or password',
      sent: 'A new password has been sent to demo@example.com',
      logout: 'You left personal accaunt!',
      account: 'Personal account',
      registered: 'You are registered! Welcome!',
    },
  ],
] as const) {
  // One journey per story, in Russian (the English texts are proven in tests/integration/accounts.test.tsx);
  // the requisites in both languages (each cafe's own text).
  const story = storyIn(!prefix);

  test.describe(`accounts ${prefix || '/ (ru)'}`, () => {
    story(
      'login: a refused pair shows the server message for 3 s; the right one stores the session and reloads',
      async ({ page }) => {
        await open(page, home(prefix));
        await page.getByTestId('login-button').click();
        const modal = page.getByTestId('login-modal');
        await expect(modal).toBeVisible();
        await page.getByTestId('login-email').fill('demo@example.com');
        await page.getByTestId('login-password').fill('wrong-password');
        await startTimeline(page, { toast: t.wrong });
        await page.getByTestId('login-submit').click();
        await expectTopCentreToast(page, t.wrong);
        const shown = await elapsed(page, 'toast:shown', 'toast:leaving');
        expect(shown).toBeGreaterThanOrEqual(3000 - SLACK_MS);
        expect(shown).toBeLessThan(4000);
        expect(await page.evaluate(() => localStorage.getItem('isAuth'))).toBeNull();

        await page.getByTestId('login-password').fill('demo1234');
        const reloaded = page.waitForEvent('load');
        await page.getByTestId('login-submit').click();
        await reloaded;
        await expect(page.getByTestId('account-link')).toBeVisible();
        await expect(page.getByTestId('login-modal')).toHaveCount(0);
        const storage = await page.evaluate(() => ({ ...localStorage }));
        expect(storage.auth).toMatch(/^[A-Za-z0-9]{30}$/);
        expect(storage).toMatchObject({
          isAuth: '1',
          iduser: '1',
          user: 'demo',
          fullname: 'Анна Смирнова',
          mobilephone: '+7 (916) 123-45-67',
          email: 'demo@example.com',
        });
        expect(JSON.stringify(storage)).not.toContain('demo1234');
        await page.getByTestId('account-link').click();
        await expect(page).toHaveURL(/\/kabinet$/);
        await expect(page.getByTestId('account-name')).toHaveText('Анна Смирнова');
      },
    );

    story(
      'recovery: an empty e-mail sends nothing; success shows the message for 5.5 s and closes the modal after 1 s',
      async ({ page }) => {
        await open(page, home(prefix));
        await page.getByTestId('login-button').click();
        await page.getByTestId('recover-link').click();
        await page.getByTestId('recover-submit').click();
        await expect(page.getByTestId('recover-email')).toHaveAttribute('aria-invalid', 'true');
        await page.getByTestId('recover-email').fill('demo@example.com');
        await startTimeline(page, {
          toast: t.sent,
          goneTestId: 'login-modal',
          clickTestId: 'recover-submit',
        });
        await page.getByTestId('recover-submit').click();
        await expectTopCentreToast(page, t.sent);
        // The modal closes 1 s after the answer (the mock answers within ~0.1 s; the fade-out adds a little).
        const closedAfter = await elapsed(page, 'click', 'gone');
        expect(closedAfter).toBeGreaterThanOrEqual(1000);
        expect(closedAfter).toBeLessThan(2500);
        const shown = await elapsed(page, 'toast:shown', 'toast:leaving');
        expect(shown).toBeGreaterThanOrEqual(5500 - SLACK_MS);
        expect(shown).toBeLessThan(6500);
      },
    );

    story('logout: the toast at the top centre, then home after 3 s', async ({ page }) => {
      await open(page, `${prefix}/kabinet?scenario=logged-in`);
      await expect(page.getByRole('heading', { level: 1, name: t.account })).toBeVisible();
      await startTimeline(page, { toast: t.logout, url: true, clickTestId: 'logout' });
      await page.getByTestId('logout').click();
      await expectTopCentreToast(page, t.logout);
      await expect(page.getByTestId('login-button')).toBeVisible();
      const storage = await page.evaluate(() => ({ ...localStorage }));
      for (const key of SESSION_KEYS) expect(storage[key]).toBeUndefined();
      const redirectAfter = await elapsed(page, 'click', 'url');
      expect(redirectAfter).toBeGreaterThanOrEqual(3000);
      expect(redirectAfter).toBeLessThan(4000);
      await expect(page).toHaveURL(new RegExp(`:\\d+${prefix || '/'}$`));
      const shown = await elapsed(page, 'toast:shown', 'toast:leaving');
      expect(shown).toBeGreaterThanOrEqual(3000 - SLACK_MS);
      expect(shown).toBeLessThan(4500);
    });

    story('personal account: profile, last order and "repeat order" into the cart', async ({ page }) => {
      await open(page, `${prefix}/kabinet?scenario=logged-in`);
      await expect(page.getByTestId('account-email')).toHaveText('demo@example.com');
      await expect(page.getByTestId('last-order-line')).toHaveCount(3);
      await page.getByTestId('repeat-order').click();
      await expect(page.getByTestId('cart-count')).toHaveText('5');
      const cart = await page.evaluate(
        () => JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: number; count: number }[],
      );
      expect(cart.map((l) => [l.id, l.count])).toEqual([
        [103, 2],
        [201, 1],
        [706, 2],
      ]);
    });

    story(
      'registration: wrong fields are explained; a new customer is registered and lands in the account',
      async ({ page }) => {
        // A long journey (two forms, a logout and a login with a reload) on a shared machine.
        test.slow();
        await open(page, `${prefix}/registraciya`);
        await page.getByTestId('registration-submit').click();
        await expect(page.getByTestId('registration-name')).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByTestId('registration-name')).toBeFocused();
        await page.getByTestId('registration-name').fill('Мария');
        await page.getByTestId('registration-last-name').fill('Иванова');
        await page.getByTestId('registration-phone').pressSequentially('89265551234');
        await expect(page.getByTestId('registration-phone')).toHaveValue('+7 (926) 555-12-34');
        await page.getByTestId('registration-email').fill('maria@example.com');
        await page.getByTestId('registration-password').fill('secret12');
        await page.getByTestId('registration-consent').check();
        await page.getByTestId('registration-submit').click();
        await expect(page.getByText(t.registered)).toBeVisible();
        await expect(page).toHaveURL(/\/kabinet$/);
        await expect(page.getByTestId('account-name')).toHaveText('Мария Иванова');
        // The new pair works for a login after logout.
        await page.getByTestId('logout').click();
        await page.getByTestId('login-button').click();
        await page.getByTestId('login-email').fill('maria@example.com');
        await page.getByTestId('login-password').fill('secret12');
        const reloaded = page.waitForEvent('load');
        await page.getByTestId('login-submit').click();
        await reloaded;
        await expect(page.getByTestId('account-link')).toBeVisible();
      },
    );

    story(
      'admin guard: a visitor gets the login modal and an admin login opens the panel; a customer gets 403',
      async ({ page }) => {
        // The admin area has the blank layout: no header to wait for.
        await page.goto(`${prefix}/udc_adminpanel/cg-ordering`);
        await expect(page.getByTestId('admin-login-required')).toBeVisible();
        await expect(page.getByTestId('login-modal')).toBeVisible();
        await page.getByTestId('login-email').fill('admin@example.com');
        await page.getByTestId('login-password').fill('admin1234');
        const reloaded = page.waitForEvent('load');
        await page.getByTestId('login-submit').click();
        await reloaded;
        await expect(page.getByTestId('page-adminOrdering')).toBeVisible();
        await page.goto(`${prefix}/udc_adminpanel?scenario=logged-in`);
        await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '403');
      },
    );
  });
}

test.describe('feedback', () => {
  test('Russian: empty send marks the fields with the toast for 3 s; a filled form is sent once and confirmed', async ({
    page,
  }) => {
    // A long journey (every field, the cafe list, a send) on a shared machine.
    test.slow();
    await open(page, '/');
    await page.getByTestId('footer-feedback').click();
    const form = page.getByTestId('feedback-form');
    await expect(form).toBeVisible();
    await expect(page.getByTestId('feedback-type-delivery')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('feedback-order-number')).toBeVisible();
    await startTimeline(page, { toast: 'Заполните поля!' });
    await page.getByTestId('feedback-submit').click();
    await expectTopCentreToast(page, 'Заполните поля!');
    for (const id of ['feedback-name', 'feedback-phone', 'feedback-email', 'feedback-message'])
      await expect(page.getByTestId(id)).toHaveAttribute('aria-invalid', 'true');
    for (const id of ['feedback-last-name', 'feedback-order-number'])
      await expect(page.getByTestId(id)).toHaveAttribute('aria-invalid', 'false');
    const shown = await elapsed(page, 'toast:shown', 'toast:leaving');
    expect(shown).toBeGreaterThanOrEqual(3000 - SLACK_MS);
    expect(shown).toBeLessThan(4000);

    await page.getByTestId('feedback-type-cafe').click();
    await expect(page.getByTestId('feedback-order-number')).toHaveCount(0);
    await page.getByTestId('feedback-cafe').click();
    const list = page.getByTestId('feedback-cafe-list');
    await expect(list.getByRole('option')).toHaveCount(7);
    await expect(list).not.toContainText('Торты на заказ');
    await page.getByTestId('feedback-cafe').click();
    await expect(list).toHaveCount(0);
    await page.getByTestId('feedback-cafe').click();
    await list.locator('[data-cafe-id="3"]').click();
    await expect(list).toHaveCount(0);
    await expect(page.getByTestId('feedback-cafe')).toHaveValue('Корица и Сливки на Чистых прудах');

    await page.getByTestId('feedback-name').fill('<b>Анна</b>');
    await page.getByTestId('feedback-phone').pressSequentially('89161234567');
    await expect(page.getByTestId('feedback-phone')).toHaveValue('+7 (916) 123-45-67');
    await page.getByTestId('feedback-email').fill('anna@example.com');
    await page.getByTestId('feedback-message').fill('x'.repeat(2100));
    await expect(page.getByTestId('feedback-message')).toHaveValue('x'.repeat(2000));
    await page.getByTestId('feedback-submit').dblclick();
    await expect(page.getByTestId('feedback-success')).toHaveText(/Ваше сообщение успешно отправлено!/);
    const messages = await mockMessages(page);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      name: '<b>Анна</b>',
      phone: '+7 (916) 123-45-67',
      otzivSelectCafe: 'Корица и Сливки на Чистых прудах',
      otzivOrderNumber: '',
    });
    expect(messages[0]?.token).toMatch(/^[a-z0-9]{30}$/);
  });

  test('pasted numbers in +7…, 8… and 7… forms fit the mask', async ({ page }) => {
    await open(page, '/');
    await page.getByTestId('footer-feedback').click();
    const phone = page.getByTestId('feedback-phone');
    for (const pasted of [
      '+7 (916) 123-45-67',
      '89161234567',
      '8 916 123 45 67',
      '79161234567',
      '9161234567',
    ]) {
      await phone.fill('');
      await phone.focus();
      await page.evaluate((text) => document.execCommand('insertText', false, text), pasted);
      await expect(phone, pasted).toHaveValue('+7 (916) 123-45-67');
    }
  });

  test('a failed send keeps everything typed, and closing the modal keeps the draft', async ({ page }) => {
    await open(page, '/?scenario=server-errors');
    await page.getByTestId('footer-feedback').click();
    await page.getByTestId('feedback-name').fill('Анна');
    await page.getByTestId('feedback-phone').pressSequentially('9161234567');
    await page.getByTestId('feedback-email').fill('anna@example.com');
    await page.getByTestId('feedback-message').fill('Очень вкусные эклеры');
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-submit')).toBeEnabled();
    await expect(page.getByTestId('feedback-success')).toHaveCount(0);
    await expect(page.getByTestId('feedback-message')).toHaveValue('Очень вкусные эклеры');
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByTestId('footer-feedback').click();
    await expect(page.getByTestId('feedback-message')).toHaveValue('Очень вкусные эклеры');
    await expect(page.getByTestId('feedback-phone')).toHaveValue('+7 (916) 123-45-67');
  });
});
