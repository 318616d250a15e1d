import { describe, expect, it } from 'vitest';
import { createDb } from '../db';
import type { MockRequest } from '../types';
import { login, register } from './auth';

const post = (path: string, body: unknown): MockRequest => ({ method: 'POST', path, query: {}, body });
const loginAs = (body: Record<string, unknown>, db = createDb()) =>
  login(db, post('/api/login.php', body)).body as Record<string, unknown>;
const registerWith = (body: Record<string, unknown>, db = createDb()) =>
  register(db, post('/api/register.php', body)).body as Record<string, unknown>;

describe('mock login.php', () => {
  it('logs the demo customer in with the login result of SPEC.md section 3 (never the password)', () => {
    const answer = loginAs({
      login: 'demo@example.com',
      password: 'demo1234',
      token: 'x'.repeat(30),
      lang: 'ru',
    });
    expect(answer).toMatchObject({
      code: 1,
      id: 1,
      user: 'demo',
      fullname: 'Анна Смирнова',
      phone: '+7 (916) 123-45-67',
      email: 'demo@example.com',
      extended: { role: 'customer' },
    });
    expect(typeof answer.message).toBe('string');
    expect(JSON.stringify(answer)).not.toContain('demo1234');
  });

  it('logs the admin in with extended.role "admin"', () => {
    expect(loginAs({ login: 'admin@example.com', password: 'admin1234', lang: 'en' })).toMatchObject({
      code: 1,
      id: 2,
      extended: { role: 'admin' },
    });
  });

  it('ignores the case and surrounding spaces of the e-mail, but not of the password', () => {
    expect(loginAs({ login: '  Demo@Example.COM ', password: 'demo1234' }).code).toBe(1);
    expect(loginAs({ login: 'demo@example.com', password: 'DEMO1234' }).code).toBe(0);
  });

  it.each([
    [{ login: 'demo@example.com', password: 'wrong', lang: 'ru' }, 'Неверный e-mail или пароль'],
    [{ login: 'demo@example.com', password: 'wrong', lang: 'en' }, 'Wrong e-mail or password'],
    [{ login: 'nobody@example.com', password: 'demo1234', lang: 'en' }, 'Wrong e-mail or password'],
    [{ login: 'admin@example.com', password: 'demo1234' }, 'Неверный e-mail или пароль'],
    [{ login: '', password: '', lang: 'en' }, 'Enter your e-mail and password'],
  ])('answers code 0 with a message in the request language for %j', (body, message) => {
    expect(loginAs(body)).toEqual({ code: 0, message });
  });

  it('recovers a known e-mail with code 1 and a message in the request language', () => {
    expect(loginAs({ forgot: 'demo@example.com', lang: 'ru' })).toEqual({
      code: 1,
      message: 'Новый пароль отправлен на demo@example.com',
    });
    expect(loginAs({ forgot: 'ADMIN@example.com', lang: 'en' })).toEqual({
      code: 1,
      message: 'A new password has been sent to admin@example.com',
    });
  });

  it('refuses an unknown or empty recovery e-mail with code 0', () => {
    expect(loginAs({ forgot: 'nobody@example.com', lang: 'en' })).toEqual({
      code: 0,
      message: 'There is no user with this e-mail',
    });
    expect(loginAs({ forgot: '   ', lang: 'ru' })).toEqual({ code: 0, message: 'Укажите e-mail' });
  });
});

describe('mock register.php', () => {
  const valid = {
    name: 'Мария',
    last_name: 'Иванова',
    phone: '+7 (926) 555-12-34',
    email: 'maria@example.com',
    password: 'secret12',
    lang: 'ru',
  };

  it('adds a customer and answers like a login; the new pair then logs in', () => {
    const db = createDb();
    const answer = registerWith(valid, db);
    expect(answer).toMatchObject({
      code: 1,
      id: 3,
      fullname: 'Мария Иванова',
      phone: valid.phone,
      email: valid.email,
      extended: { role: 'customer' },
    });
    expect(db.users).toHaveLength(3);
    expect(loginAs({ login: 'maria@example.com', password: 'secret12' }, db).code).toBe(1);
  });

  it('refuses an e-mail that is already registered, in the request language', () => {
    expect(registerWith({ ...valid, email: 'DEMO@example.com', lang: 'en' })).toEqual({
      code: 0,
      message: 'A user with this e-mail is already registered',
    });
    expect(registerWith({ ...valid, email: 'demo@example.com' })).toEqual({
      code: 0,
      message: 'Пользователь с таким e-mail уже зарегистрирован',
    });
  });

  it.each([{ name: '' }, { phone: '+7 (926) 555-12' }, { email: 'maria@' }, { password: '12345' }])(
    'refuses bad input %j with code 0',
    (change) => {
      const db = createDb();
      expect(registerWith({ ...valid, ...change }, db).code).toBe(0);
      expect(db.users).toHaveLength(2);
    },
  );
});
