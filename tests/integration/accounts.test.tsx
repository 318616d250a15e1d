import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPage } from '@/features/auth/reload';
import { createDb } from '../../mock-server/db';
import { renderApp } from './renderApp';
import { fill } from '#tests/support/fill.ts';

vi.mock('@/features/auth/reload', () => ({ reloadPage: vi.fn() }));

let shutdown: (() => void) | undefined;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('confirmCookiesModal', '1');
  vi.mocked(reloadPage).mockClear();
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  shutdown?.();
  vi.restoreAllMocks();
});

function start(path: string, options: Parameters<typeof renderApp>[1] = {}) {
  const app = renderApp(path, options);
  shutdown = () => app.server.shutdown();
  return app;
}

function logIn(email = 'demo@example.com') {
  const users = createDb().users;
  const user = users.find((u) => u.email === email)!;
  Object.entries({
    auth: 'x'.repeat(30),
    isAuth: '1',
    iduser: String(user.id),
    user: user.user,
    fullname: user.fullname,
    mobilephone: user.phone,
    email: user.email,
    extended: JSON.stringify(user.extended),
  }).forEach(([k, v]) => localStorage.setItem(k, v));
}

describe('login modal', () => {
  it('checks the fields, shows a refused login as a toast, and on success stores the session, closes and reloads', async () => {
    const user = userEvent.setup();
    const app = start('/');
    await user.click(await screen.findByTestId('login-button'));
    const modal = await screen.findByTestId('login-modal');
    expect(within(modal).getByRole('heading', { name: 'Вход в личный кабинет' })).toBeInTheDocument();

    await user.click(within(modal).getByTestId('login-submit'));
    expect(await within(modal).findAllByText('Заполните это поле')).toHaveLength(2);

    await fill(within(modal).getByTestId('login-email'), 'demo@example.com');
    await fill(within(modal).getByTestId('login-password'), 'wrong');
    await user.click(within(modal).getByTestId('login-submit'));
    expect(await screen.findByText('Неверный e-mail или пароль')).toBeInTheDocument();
    expect(localStorage.getItem('isAuth')).toBeNull();

    await user.clear(within(modal).getByTestId('login-password'));
    await fill(within(modal).getByTestId('login-password'), 'demo1234');
    await user.click(within(modal).getByTestId('login-submit'));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(app.store.ui.showLoginForm).toBe(false);
    expect(localStorage.getItem('isAuth')).toBe('1');
    expect(localStorage.getItem('auth')).toMatch(/^[A-Za-z0-9]{30}$/);
    await waitFor(() => expect(screen.queryByTestId('login-modal')).not.toBeInTheDocument());
    expect(screen.getByTestId('account-link')).toHaveAttribute('href', '/kabinet');
  });

  it('recovery: an empty e-mail sends nothing; code 1 shows the message and closes the modal after 1 s', async () => {
    const user = userEvent.setup();
    start('/en');
    await user.click(await screen.findByTestId('login-button'));
    await user.click(await screen.findByTestId('recover-link'));
    expect(screen.getByRole('heading', { name: 'Password recovery' })).toBeInTheDocument();
    await user.click(screen.getByTestId('recover-submit'));
    expect(screen.getByText('Fill in this field')).toBeInTheDocument();

    await fill(screen.getByTestId('recover-email'), 'nobody@example.com');
    await user.click(screen.getByTestId('recover-submit'));
    expect(await screen.findByText('There is no user with this e-mail')).toBeInTheDocument();
    expect(screen.getByTestId('login-modal')).toBeInTheDocument();

    await user.clear(screen.getByTestId('recover-email'));
    await fill(screen.getByTestId('recover-email'), 'demo@example.com');
    await user.click(screen.getByTestId('recover-submit'));
    expect(await screen.findByText('A new password has been sent to demo@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('login-modal')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('login-modal')).not.toBeInTheDocument());
  });
});

describe('personal account /kabinet', () => {
  it('asks a visitor to log in', async () => {
    const user = userEvent.setup();
    start('/kabinet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeInTheDocument();
    await user.click(screen.getByTestId('account-login'));
    expect(await screen.findByTestId('login-modal')).toBeInTheDocument();
  });

  it('shows the profile and the last order; "repeat order" refills the cart and opens it', async () => {
    const user = userEvent.setup();
    logIn();
    localStorage.setItem(
      'lastCart',
      JSON.stringify([
        {
          id: 701,
          name: 'Медовик',
          englishName: 'Honey cake',
          count: 2,
          img: '',
          link: '',
          price: 420,
          choice: false,
          choiceName: '',
          code: 'D-701',
          indZakaz: 0,
          parent: 16,
          not_discount: 0,
          not_discount_parent: 0,
          minimum: 1,
          multiplicity: 1,
        },
      ]),
    );
    localStorage.setItem('lastTotalPrice', '1190');
    const app = start('/kabinet');
    expect(await screen.findByTestId('account-name')).toHaveTextContent('Анна Смирнова');
    expect(screen.getByTestId('account-phone')).toHaveTextContent('+7 (916) 123-45-67');
    expect(screen.getByTestId('account-email')).toHaveTextContent('demo@example.com');
    expect(screen.getByTestId('last-order-line')).toHaveTextContent('Медовик');
    expect(screen.getByTestId('last-order-total').textContent).toMatch(/1\s190\sр\./);
    await user.click(screen.getByTestId('repeat-order'));
    expect(app.store.cart.lines).toMatchObject([{ id: 701, count: 2 }]);
    expect(app.store.ui.cartOpen).toBe(true);
  });

  it('logout clears the session, shows the toast and goes home after 3 s', async () => {
    const user = userEvent.setup();
    logIn();
    const app = start('/kabinet');
    await user.click(await screen.findByTestId('logout'));
    expect(await screen.findByText('Вы вышли из кабинета!')).toBeInTheDocument();
    expect(localStorage.getItem('isAuth')).toBeNull();
    expect(app.store.auth.isLogin).toBe(false);
    expect(await screen.findByTestId('login-button')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/kabinet');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
  });

  it('logout in English says the original text', async () => {
    const user = userEvent.setup();
    logIn();
    start('/en/kabinet');
    await user.click(await screen.findByTestId('logout'));
    expect(await screen.findByText('You left personal accaunt!')).toBeInTheDocument();
  });
});

describe('admin guard', () => {
  it('gives a visitor the login modal', async () => {
    start('/udc_adminpanel');
    expect(await screen.findByTestId('admin-login-required')).toBeInTheDocument();
    expect(await screen.findByTestId('login-modal')).toBeInTheDocument();
  });

  it('gives a customer a 403 page', async () => {
    logIn('demo@example.com');
    start('/udc_adminpanel/bm-ordering');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '403');
  });

  it('opens the admin pages for an admin', async () => {
    logIn('admin@example.com');
    start('/udc_adminpanel/test_dadata');
    expect(await screen.findByTestId('page-adminDadata')).toBeInTheDocument();
  });
});

describe('registration /registraciya', () => {
  it('explains every wrong field, then registers, logs in and opens the account', async () => {
    const user = userEvent.setup();
    const app = start('/registraciya');
    const form = await screen.findByTestId('registration-form');
    await user.click(within(form).getByTestId('registration-submit'));
    expect(within(form).getAllByText('Заполните это поле')).toHaveLength(4);
    expect(within(form).getByText(/Без согласия/)).toBeInTheDocument();

    await fill(within(form).getByTestId('registration-name'), 'Мария');
    await fill(within(form).getByTestId('registration-phone'), '89265551234');
    expect(within(form).getByTestId('registration-phone')).toHaveValue('+7 (926) 555-12-34');
    await fill(within(form).getByTestId('registration-email'), 'demo@example.com');
    await fill(within(form).getByTestId('registration-password'), '12345');
    await user.click(within(form).getByTestId('registration-submit'));
    expect(within(form).getByText('Пароль — не короче 6 символов')).toBeInTheDocument();

    await fill(within(form).getByTestId('registration-password'), '6');
    await user.click(within(form).getByTestId('registration-consent'));
    await user.click(within(form).getByTestId('registration-submit'));
    expect(await screen.findByText('Пользователь с таким e-mail уже зарегистрирован')).toBeInTheDocument();
    expect(within(form).getByTestId('registration-name')).toHaveValue('Мария');

    await user.clear(within(form).getByTestId('registration-email'));
    await fill(within(form).getByTestId('registration-email'), 'maria@example.com');
    await user.click(within(form).getByTestId('registration-submit'));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/kabinet'));
    expect(await screen.findByTestId('account-name')).toHaveTextContent('Мария');
    expect(app.db.users.find((u) => u.email === 'maria@example.com')).toBeTruthy();
  });
});

describe('feedback modal', () => {
  it('marks failing fields with the toast, then sends and shows the confirmation', async () => {
    const user = userEvent.setup();
    const app = start('/');
    await user.click(await screen.findByTestId('footer-feedback'));
    const form = await screen.findByTestId('feedback-form');
    await user.click(within(form).getByTestId('feedback-submit'));
    expect(await screen.findByText('Заполните поля!')).toBeInTheDocument();
    for (const id of ['feedback-name', 'feedback-phone', 'feedback-email', 'feedback-message'])
      expect(within(form).getByTestId(id)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByTestId('feedback-last-name')).toHaveAttribute('aria-invalid', 'false');
    expect(within(form).getByTestId('feedback-order-number')).toBeInTheDocument();

    await user.click(within(form).getByTestId('feedback-type-cafe'));
    expect(within(form).queryByTestId('feedback-order-number')).not.toBeInTheDocument();
    await user.click(within(form).getByTestId('feedback-cafe'));
    const list = await within(form).findByTestId('feedback-cafe-list');
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(4));
    expect(within(list).queryByText(/Торты на заказ/)).not.toBeInTheDocument();
    await user.click(within(list).getAllByRole('option')[1]!);
    expect(within(form).queryByTestId('feedback-cafe-list')).not.toBeInTheDocument();
    expect(within(form).getByTestId('feedback-cafe')).toHaveValue('Корица и Сливки на Покровке');

    await fill(within(form).getByTestId('feedback-name'), 'Анна');
    await fill(within(form).getByTestId('feedback-phone'), '9161234567');
    await fill(within(form).getByTestId('feedback-email'), 'anna@example.com');
    await fill(within(form).getByTestId('feedback-message'), '<img src=x onerror=alert(1)>');
    expect(within(form).getByTestId('feedback-name')).toHaveAttribute('aria-invalid', 'false');
    await user.click(within(form).getByTestId('feedback-submit'));
    expect(await screen.findByTestId('feedback-success')).toHaveTextContent(
      'Ваше сообщение успешно отправлено!',
    );
    expect(app.db.messages).toMatchObject([
      {
        name: 'Анна',
        phone: '+7 (916) 123-45-67',
        message: '<img src=x onerror=alert(1)>',
        otzivSelectCafe: 'Корица и Сливки на Покровке',
        otzivOrderNumber: '',
      },
    ]);
  });

  it('keeps everything typed when the send fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    start('/', { scenario: 'server-errors' });
    await user.click(await screen.findByTestId('footer-feedback'));
    const form = await screen.findByTestId('feedback-form');
    await fill(within(form).getByTestId('feedback-name'), 'Анна');
    await fill(within(form).getByTestId('feedback-phone'), '9161234567');
    await fill(within(form).getByTestId('feedback-email'), 'anna@example.com');
    await fill(within(form).getByTestId('feedback-message'), 'Привет');
    await user.click(within(form).getByTestId('feedback-submit'));
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('Feedback could not be sent', expect.anything()),
    );
    expect(screen.queryByTestId('feedback-success')).not.toBeInTheDocument();
    expect(within(form).getByTestId('feedback-message')).toHaveValue('Привет');
    expect(within(form).getByTestId('feedback-submit')).toBeEnabled();
  });

  it('the English form is disabled and says "Temporarily unavailable"', async () => {
    const user = userEvent.setup();
    start('/en');
    await user.click(await screen.findByTestId('footer-feedback'));
    const form = await screen.findByTestId('feedback-form');
    expect(within(form).getByText('Temporarily unavailable')).toBeInTheDocument();
    expect(within(form).getByTestId('feedback-submit')).toBeDisabled();
    for (const id of [
      'feedback-name',
      'feedback-phone',
      'feedback-email',
      'feedback-message',
      'feedback-order-number',
      'feedback-type-cafe',
    ])
      expect(within(form).getByTestId(id)).toBeDisabled();
  });
});

describe('requisites modal', () => {
  it('lists every cafe with its requisites in the current language, sanitised', async () => {
    const user = userEvent.setup();
    const db = createDb();
    db.cafes[0]!.cafe_req_en =
      '<p onclick="alert(1)">Evil <script>alert(1)</script><img src=x onerror="alert(1)">LLC</p>';
    start('/en', { db });
    await user.click(await screen.findByTestId('footer-requisites'));
    const modal = await screen.findByTestId('requisites-modal');
    await waitFor(() => expect(modal.querySelectorAll('[data-cafe-id]').length).toBe(db.cafes.length));
    const first = modal.querySelector('[data-cafe-id="1"]')!;
    expect(first).toHaveTextContent("Cinnamon & Cream at Patriarch's Ponds");
    expect(first).toHaveTextContent('Evil LLC');
    expect(first.innerHTML).not.toMatch(/script|onerror|onclick|<img/);
    expect(modal.querySelector('[data-cafe-id="2"]')).toHaveTextContent('INN');
  });
});
