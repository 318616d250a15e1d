import type { FixtureUser, MockDb } from '../db';
import { field, type MockAnswer, type MockRequest } from '../types';

type Lang = 'ru' | 'en';

/** The request's language: 'en' when it says so, Russian otherwise. */
function langOf(body: unknown): Lang {
  return field(body, 'lang') === 'en' ? 'en' : 'ru';
}

const texts = {
  ru: {
    loggedIn: 'Добро пожаловать!',
    wrongPair: 'Неверный e-mail или пароль',
    emptyLogin: 'Укажите e-mail и пароль',
    recoverySent: (email: string) => `Новый пароль отправлен на ${email}`,
    recoveryUnknown: 'Пользователь с таким e-mail не найден',
    recoveryEmpty: 'Укажите e-mail',
    registered: 'Вы зарегистрированы! Добро пожаловать!',
    registerTaken: 'Пользователь с таким e-mail уже зарегистрирован',
    registerInvalid: 'Проверьте имя, телефон, e-mail и пароль (не короче 6 символов)',
  },
  en: {
    loggedIn: 'Welcome!',
    wrongPair: 'Wrong e-mail or password',
    emptyLogin: 'Enter your e-mail and password',
    recoverySent: (email: string) => `A new password has been sent to ${email}`,
    recoveryUnknown: 'There is no user with this e-mail',
    recoveryEmpty: 'Enter your e-mail',
    registered: 'You are registered! Welcome!',
    registerTaken: 'A user with this e-mail is already registered',
    registerInvalid: 'Check your name, phone, e-mail and password (at least 6 characters)',
  },
} as const;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The login result of SPEC.md section 3 for a user (never the password). */
function loginResult(user: FixtureUser, message: string) {
  return {
    code: 1,
    message,
    id: user.id,
    user: user.user,
    fullname: user.fullname,
    phone: user.phone,
    email: user.email,
    extended: user.extended,
  };
}

/**
 * POST /api/login.php: with `forgot` it is the password recovery (code 1 when the e-mail is known);
 * otherwise a login with login (e-mail), password, token and lang. Any unknown pair gets code 0.
 */
export function login(db: MockDb, request: MockRequest): MockAnswer {
  const lang = langOf(request.body);
  const t = texts[lang];
  const body = request.body;
  if (body && typeof body === 'object' && 'forgot' in body) {
    const email = field(body, 'forgot').trim();
    if (!email) return { body: { code: 0, message: t.recoveryEmpty } };
    const user = db.users.find((u) => sameEmail(u.email, email));
    return {
      body: user ? { code: 1, message: t.recoverySent(user.email) } : { code: 0, message: t.recoveryUnknown },
    };
  }
  const email = field(body, 'login');
  const password = field(body, 'password');
  if (!email.trim() || !password) return { body: { code: 0, message: t.emptyLogin } };
  const user = db.users.find((u) => sameEmail(u.email, email) && u.password === password);
  return { body: user ? loginResult(user, t.loggedIn) : { code: 0, message: t.wrongPair } };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** POST /api/register.php (DECISIONS.md section 2): adds a customer and answers as a login would. */
export function register(db: MockDb, request: MockRequest): MockAnswer {
  const t = texts[langOf(request.body)];
  const name = field(request.body, 'name').trim().slice(0, 100);
  const lastName = field(request.body, 'last_name').trim().slice(0, 100);
  const phone = field(request.body, 'phone').trim();
  const email = field(request.body, 'email').trim();
  const password = field(request.body, 'password');
  if (!name || phone.replace(/\D/g, '').length !== 11 || !EMAIL.test(email) || password.length < 6) {
    return { body: { code: 0, message: t.registerInvalid } };
  }
  if (db.users.some((u) => sameEmail(u.email, email))) return { body: { code: 0, message: t.registerTaken } };
  const user: FixtureUser = {
    id: db.users.reduce((max, u) => Math.max(max, u.id), 0) + 1,
    email,
    password,
    user: email.split('@')[0] ?? email,
    fullname: [name, lastName].filter(Boolean).join(' '),
    last_name: lastName,
    phone,
    extended: { role: 'customer' },
  };
  db.users.push(user);
  return { body: loginResult(user, t.registered) };
}
