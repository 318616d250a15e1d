// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeWithMock } from '#tests/support/storeWithMock.ts';

let ctx: ReturnType<typeof storeWithMock>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  ctx?.done();
  vi.restoreAllMocks();
});

const SESSION_KEYS = ['auth', 'isAuth', 'iduser', 'user', 'fullname', 'mobilephone', 'email', 'extended'];

describe('AuthStore: restoring the session (SPEC.md section 3)', () => {
  it('stays logged out when isAuth is absent', () => {
    localStorage.setItem('iduser', '1');
    ctx = storeWithMock();
    expect(ctx.store.auth.isLogin).toBe(false);
    expect(ctx.store.auth.profile).toBeNull();
  });

  it('restores the profile when isAuth is present', () => {
    Object.entries({
      auth: 't',
      isAuth: '1',
      iduser: '2',
      user: 'admin',
      fullname: 'Ольга Ветрова',
      mobilephone: '+7 (903) 210-33-44',
      email: 'admin@example.com',
      extended: '{"role":"admin"}',
    }).forEach(([k, v]) => localStorage.setItem(k, v));
    ctx = storeWithMock();
    expect(ctx.store.auth.isLogin).toBe(true);
    expect(ctx.store.auth.profile).toEqual({
      id: 2,
      user: 'admin',
      fullname: 'Ольга Ветрова',
      phone: '+7 (903) 210-33-44',
      email: 'admin@example.com',
      extended: { role: 'admin' },
    });
    expect(ctx.store.auth.isAdmin).toBe(true);
  });

  it('drops a garbled session instead of crashing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('isAuth', '1');
    localStorage.setItem('iduser', 'abc');
    ctx = storeWithMock();
    expect(ctx.store.auth.isLogin).toBe(false);
    expect(localStorage.getItem('isAuth')).toBeNull();
  });
});

describe('AuthStore.login (SPEC.md sections 4 and 7)', () => {
  it('sends login, password, a fresh 30-character token and lang; code 1 stores the session keys (never the password)', async () => {
    ctx = storeWithMock();
    const outcome = await ctx.store.auth.login('demo@example.com', 'demo1234');
    expect(outcome.status).toBe('success');
    const [body] = ctx.sent('/api/login.php');
    expect(body).toMatchObject({ login: 'demo@example.com', password: 'demo1234', lang: 'ru' });
    expect(body?.token).toMatch(/^[A-Za-z0-9]{30}$/);
    expect(localStorage.getItem('auth')).toBe(body?.token);
    expect(localStorage.getItem('isAuth')).toBe('1');
    expect(localStorage.getItem('iduser')).toBe('1');
    expect(localStorage.getItem('user')).toBe('demo');
    expect(localStorage.getItem('fullname')).toBe('Анна Смирнова');
    expect(localStorage.getItem('mobilephone')).toBe('+7 (916) 123-45-67');
    expect(localStorage.getItem('email')).toBe('demo@example.com');
    expect(JSON.parse(localStorage.getItem('extended') ?? '')).toEqual({ role: 'customer' });
    const everything = Object.keys(localStorage)
      .map((k) => localStorage.getItem(k))
      .join('|');
    expect(everything).not.toContain('demo1234');
    expect(ctx.store.auth.isLogin).toBe(true);
    expect(ctx.store.auth.isAdmin).toBe(false);
    expect(ctx.store.auth.loginPending).toBe(false);
  });

  it('makes a new token for every login', async () => {
    ctx = storeWithMock();
    await ctx.store.auth.login('demo@example.com', 'wrong');
    await ctx.store.auth.login('demo@example.com', 'wrong');
    const [first, second] = ctx.sent('/api/login.php');
    expect(first?.token).not.toBe(second?.token);
  });

  it('sends the English locale as lang', async () => {
    ctx = storeWithMock();
    ctx.store.ui.setLocale('en');
    const outcome = await ctx.store.auth.login('demo@example.com', 'nope');
    expect(ctx.sent('/api/login.php')[0]?.lang).toBe('en');
    expect(outcome).toEqual({ status: 'rejected', message: 'Wrong e-mail or password' });
  });

  it('answers another code with the server message and stores nothing', async () => {
    ctx = storeWithMock();
    const outcome = await ctx.store.auth.login('demo@example.com', 'nope');
    expect(outcome).toEqual({ status: 'rejected', message: 'Неверный e-mail или пароль' });
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(ctx.store.auth.isLogin).toBe(false);
  });

  it('sends nothing for a malformed e-mail or an empty password', async () => {
    ctx = storeWithMock();
    expect(await ctx.store.auth.login('demo', '')).toEqual({
      status: 'invalid',
      errors: { email: 'email', password: 'required' },
    });
    expect(ctx.sent('/api/login.php')).toHaveLength(0);
  });

  it('sends once when asked twice at the same time (a double click)', async () => {
    ctx = storeWithMock();
    const [a, b] = await Promise.all([
      ctx.store.auth.login('demo@example.com', 'demo1234'),
      ctx.store.auth.login('demo@example.com', 'demo1234'),
    ]);
    expect([a.status, b.status].sort()).toEqual(['busy', 'success']);
    expect(ctx.sent('/api/login.php')).toHaveLength(1);
  });

  it('reports a server error or a network failure as failed (and logs it)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    ctx = storeWithMock({ scenario: 'server-errors' });
    expect(await ctx.store.auth.login('demo@example.com', 'demo1234')).toEqual({ status: 'failed' });
    window.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await ctx.store.auth.login('demo@example.com', 'demo1234')).toEqual({ status: 'failed' });
    expect(error).toHaveBeenCalledTimes(2);
    expect(ctx.store.auth.loginPending).toBe(false);
    expect(ctx.store.auth.isLogin).toBe(false);
  });
});

describe('AuthStore.recover (SPEC.md sections 4, 5, 8)', () => {
  it('sends nothing for an empty e-mail', async () => {
    ctx = storeWithMock();
    expect(await ctx.store.auth.recover('   ')).toEqual({ status: 'skipped' });
    expect(ctx.sent('/api/login.php')).toHaveLength(0);
  });

  it('sends forgot and lang; code 1 is a success with the server message', async () => {
    ctx = storeWithMock();
    expect(await ctx.store.auth.recover('demo@example.com')).toEqual({
      status: 'success',
      message: 'Новый пароль отправлен на demo@example.com',
    });
    expect(ctx.sent('/api/login.php')).toEqual([{ forgot: 'demo@example.com', lang: 'ru' }]);
  });

  it('passes another code on with its message, in the request language', async () => {
    ctx = storeWithMock();
    ctx.store.ui.setLocale('en');
    expect(await ctx.store.auth.recover('nobody@example.com')).toEqual({
      status: 'rejected',
      message: 'There is no user with this e-mail',
    });
  });

  it('only logs a network failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    ctx = storeWithMock();
    window.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await ctx.store.auth.recover('demo@example.com')).toEqual({ status: 'failed' });
    expect(error).toHaveBeenCalledWith('Password recovery failed', expect.anything());
  });

  it('sends once on a double click', async () => {
    ctx = storeWithMock();
    const outcomes = await Promise.all([
      ctx.store.auth.recover('demo@example.com'),
      ctx.store.auth.recover('demo@example.com'),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['busy', 'success']);
    expect(ctx.sent('/api/login.php')).toHaveLength(1);
  });
});

describe('AuthStore.register (DECISIONS.md section 2)', () => {
  const input = {
    name: ' Мария ',
    lastName: 'Иванова',
    phone: '+7 (926) 555-12-34',
    email: 'maria@example.com',
    password: 'secret12',
    consent: true,
  };

  it('sends name, last_name, phone, email, password and lang, and logs the new customer in', async () => {
    ctx = storeWithMock();
    const outcome = await ctx.store.auth.register(input);
    expect(outcome.status).toBe('success');
    expect(ctx.sent('/api/register.php')).toEqual([
      {
        name: 'Мария',
        last_name: 'Иванова',
        phone: '+7 (926) 555-12-34',
        email: 'maria@example.com',
        password: 'secret12',
        lang: 'ru',
      },
    ]);
    expect(ctx.store.auth.profile).toMatchObject({
      id: 3,
      fullname: 'Мария Иванова',
      email: 'maria@example.com',
      extended: { role: 'customer' },
    });
    expect(localStorage.getItem('isAuth')).toBe('1');
    expect(localStorage.getItem('auth')).toMatch(/^[A-Za-z0-9]{30}$/);
    expect(
      Object.keys(localStorage)
        .map((k) => localStorage.getItem(k))
        .join('|'),
    ).not.toContain('secret12');
  });

  it('sends nothing while a field is wrong or consent is missing', async () => {
    ctx = storeWithMock();
    const outcome = await ctx.store.auth.register({ ...input, phone: '+7 (926) 555', consent: false });
    expect(outcome).toEqual({ status: 'invalid', errors: { phone: 'phone', consent: 'consent' } });
    expect(ctx.sent('/api/register.php')).toHaveLength(0);
  });

  it('passes on the server refusal of a taken e-mail', async () => {
    ctx = storeWithMock();
    expect(await ctx.store.auth.register({ ...input, email: 'demo@example.com' })).toEqual({
      status: 'rejected',
      message: 'Пользователь с таким e-mail уже зарегистрирован',
    });
    expect(ctx.store.auth.isLogin).toBe(false);
  });

  it('sends once on a double click', async () => {
    ctx = storeWithMock();
    const outcomes = await Promise.all([ctx.store.auth.register(input), ctx.store.auth.register(input)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['busy', 'success']);
    expect(ctx.db.users).toHaveLength(3);
  });
});

describe('AuthStore.logout', () => {
  it('clears the auth data and the logged-in flag, and keeps the cart and the last order', async () => {
    localStorage.setItem('lastCart', '[]');
    localStorage.setItem('cart', '[]');
    ctx = storeWithMock();
    await ctx.store.auth.login('demo@example.com', 'demo1234');
    ctx.store.auth.logout();
    expect(ctx.store.auth.isLogin).toBe(false);
    expect(ctx.store.auth.profile).toBeNull();
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('lastCart')).toBe('[]');
    expect(localStorage.getItem('cart')).toBe('[]');
  });
});

describe('AuthStore: last order and "repeat order"', () => {
  const line = (id: number, count: number, price: number, extra: Record<string, unknown> = {}) => ({
    id,
    name: `Блюдо ${id}`,
    englishName: `Dish ${id}`,
    count,
    img: '',
    link: '',
    price,
    choice: false,
    choiceName: '',
    code: '',
    indZakaz: 0,
    parent: 16,
    not_discount: 0,
    not_discount_parent: 0,
    minimum: 1,
    multiplicity: 1,
    ...extra,
  });

  it('reads lastCart and lastTotalPrice', () => {
    localStorage.setItem(
      'lastCart',
      JSON.stringify([line(701, 2, 420), line(103, 1, 400, { choice: true, choiceName: 'Овсяное молоко' })]),
    );
    localStorage.setItem('lastTotalPrice', '1590');
    ctx = storeWithMock();
    expect(ctx.store.auth.lastOrder?.lines.map((l) => [l.id, l.count])).toEqual([
      [701, 2],
      [103, 1],
    ]);
    expect(ctx.store.auth.lastOrder?.total).toBe(1590);
  });

  it('drops unreadable lines and works the total out when lastTotalPrice is missing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('lastCart', JSON.stringify([line(701, 2, 420), { id: 'x' }]));
    ctx = storeWithMock();
    expect(ctx.store.auth.lastOrder).toMatchObject({ total: 840 });
    expect(ctx.store.auth.lastOrder?.lines).toHaveLength(1);
  });

  it('has no last order when lastCart is absent, empty or garbled', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    ctx = storeWithMock();
    expect(ctx.store.auth.lastOrder).toBeNull();
    for (const stored of ['[]', '{not json']) {
      ctx.done();
      localStorage.setItem('lastCart', stored);
      ctx = storeWithMock();
      expect(ctx.store.auth.lastOrder).toBeNull();
    }
    expect(ctx.store.auth.repeatLastOrder()).toBe(0);
    expect(ctx.store.ui.cartOpen).toBe(false);
  });

  it('repeat order puts every line with its count into the cart and opens it', () => {
    localStorage.setItem(
      'lastCart',
      JSON.stringify([line(701, 2, 420), line(103, 3, 400, { choice: true, choiceName: 'Овсяное молоко' })]),
    );
    ctx = storeWithMock();
    expect(ctx.store.auth.repeatLastOrder()).toBe(2);
    expect(ctx.store.cart.lines.map((l) => [l.id, l.choiceName, l.count])).toEqual([
      [701, '', 2],
      [103, 'Овсяное молоко', 3],
    ]);
    expect(ctx.store.ui.cartOpen).toBe(true);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(2);
  });
});
