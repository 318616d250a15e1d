import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  isAdminProfile,
  isWellFormedEmail,
  LOGIN_TOKEN_LENGTH,
  makeLoginToken,
  validateLogin,
  validateRecovery,
  validateRegistration,
  type RegistrationInput,
} from './auth';
import { isCompletePhone } from './phone';

describe('makeLoginToken', () => {
  it('makes a 30-character token of letters and digits with crypto.getRandomValues', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const token = makeLoginToken();
    expect(LOGIN_TOKEN_LENGTH).toBe(30);
    expect(token).toMatch(/^[A-Za-z0-9]{30}$/);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('gives a different token each time', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => makeLoginToken()));
    expect(tokens.size).toBe(200);
  });

  it('is always 30 letters and digits, whatever bytes the random source gives (biased bytes are redrawn)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 64 }), (pattern) => {
        let call = 0;
        // A source that sometimes gives only bytes that must be redrawn, then usable ones.
        const fill = (bytes: Uint8Array<ArrayBuffer>) => {
          call += 1;
          bytes.forEach(
            (_, i) => (bytes[i] = call % 3 === 1 ? 250 : (pattern[i % pattern.length] ?? 0) % 248),
          );
          return bytes;
        };
        expect(makeLoginToken(30, fill)).toMatch(/^[A-Za-z0-9]{30}$/);
      }),
    );
  });
});

describe('isWellFormedEmail', () => {
  it.each(['demo@example.com', ' demo@example.com ', 'a.b+c@mail.example.ru', 'ivan@почта.рф'])(
    'accepts %s',
    (email) => {
      expect(isWellFormedEmail(email)).toBe(true);
    },
  );
  it.each([
    '',
    'demo',
    'demo@',
    '@example.com',
    'demo@example',
    'demo@example.c',
    'de mo@example.com',
    'demo@@example.com',
    'demo@example..com',
    '<b>@x.ru',
    `${'a'.repeat(250)}@x.ru`,
  ])('refuses %s', (email) => {
    expect(isWellFormedEmail(email)).toBe(false);
  });
});

describe('validateLogin (DECISIONS.md section 3)', () => {
  it('needs a well-formed e-mail and a non-empty password', () => {
    expect(validateLogin({ email: 'demo@example.com', password: 'x' })).toEqual({});
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: 'required', password: 'required' });
    expect(validateLogin({ email: 'demo', password: 'demo1234' })).toEqual({ email: 'email' });
  });
  it('leaves the password rules to the server: a single character or spaces pass', () => {
    expect(validateLogin({ email: 'demo@example.com', password: ' ' })).toEqual({});
  });
});

describe('validateRecovery', () => {
  it('needs an e-mail, any e-mail (the server answers for the rest)', () => {
    expect(validateRecovery({ email: ' ' })).toEqual({ email: 'required' });
    expect(validateRecovery({ email: 'demo' })).toEqual({});
  });
});

describe('validateRegistration', () => {
  const valid: RegistrationInput = {
    name: 'Мария',
    lastName: '',
    phone: '+7 (926) 555-12-34',
    email: 'maria@example.com',
    password: '123456',
    consent: true,
  };
  const check = (change: Partial<RegistrationInput>) =>
    validateRegistration({ ...valid, ...change }, isCompletePhone);

  it('accepts a full form (the last name is optional)', () => {
    expect(check({})).toEqual({});
  });
  it('needs a name of at least 2 characters', () => {
    expect(check({ name: '  ' })).toEqual({ name: 'required' });
    expect(check({ name: 'М' })).toEqual({ name: 'tooShort' });
    expect(check({ name: 'Ян' })).toEqual({});
  });
  it('needs the whole phone number', () => {
    expect(check({ phone: '' })).toEqual({ phone: 'required' });
    expect(check({ phone: '+7 (926) 555-12-3' })).toEqual({ phone: 'phone' });
  });
  it('needs a well-formed e-mail', () => {
    expect(check({ email: '' })).toEqual({ email: 'required' });
    expect(check({ email: 'maria@example' })).toEqual({ email: 'email' });
  });
  it('needs a password of at least 6 characters', () => {
    expect(check({ password: '' })).toEqual({ password: 'required' });
    expect(check({ password: '12345' })).toEqual({ password: 'tooShort' });
    expect(check({ password: '123456' })).toEqual({});
  });
  it('needs consent to the personal-data policy', () => {
    expect(check({ consent: false })).toEqual({ consent: 'consent' });
  });
});

describe('isAdminProfile', () => {
  it('is true only for extended.role "admin"', () => {
    expect(isAdminProfile({ extended: { role: 'admin' } })).toBe(true);
    expect(isAdminProfile({ extended: { role: 'customer' } })).toBe(false);
    expect(isAdminProfile({ extended: { role: 'Admin' } })).toBe(false);
    expect(isAdminProfile({ extended: {} })).toBe(false);
    expect(isAdminProfile(null)).toBe(false);
  });
});
