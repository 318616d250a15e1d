/** Login, recovery and registration rules (DECISIONS.md section 3): pure, no storage, no fetch. */

export { isAdminProfile, type Profile } from './profile';

/** Length of the client-made login token (SPEC.md section 7). */
export const LOGIN_TOKEN_LENGTH = 30;
const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// The largest multiple of the alphabet size below 256: bytes above it are redrawn so every character is equally likely.
const TOKEN_BYTE_LIMIT = 256 - (256 % TOKEN_ALPHABET.length);

type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

/** A random login token of letters and digits, made with `crypto.getRandomValues`. */
export function makeLoginToken(
  length = LOGIN_TOKEN_LENGTH,
  fill: RandomFill = (bytes) => globalThis.crypto.getRandomValues(bytes),
): string {
  let token = '';
  while (token.length < length) {
    for (const byte of fill(new Uint8Array(length * 2))) {
      if (byte >= TOKEN_BYTE_LIMIT) continue;
      token += TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length];
      if (token.length === length) break;
    }
  }
  return token;
}

/** Longest values the account forms accept; longer input is cut at the field. */
export const ACCOUNT_LIMITS = { name: 100, lastName: 100, email: 254, password: 128 } as const;
export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;

// One @, no spaces, a dot in the domain and a top-level part of two letters or more.
const EMAIL_PATTERN =
  /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(\.[^\s@<>()[\]\\,;:".]+)*\.[^\s@<>()[\]\\,;:".\d]{2,}$/u;

/** Whether a typed e-mail is well-formed (surrounding spaces ignored). */
export function isWellFormedEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= ACCOUNT_LIMITS.email && EMAIL_PATTERN.test(email);
}

export type LoginField = 'email' | 'password';
export type FieldProblem = 'required' | 'email' | 'tooShort' | 'phone' | 'consent';
export type FieldErrors<F extends string> = Partial<Record<F, FieldProblem>>;

/** Login client validation: a well-formed e-mail and a non-empty password; the server decides the rest. */
export function validateLogin(input: { email: string; password: string }): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  if (!input.email.trim()) errors.email = 'required';
  else if (!isWellFormedEmail(input.email)) errors.email = 'email';
  if (input.password === '') errors.password = 'required';
  return errors;
}

/** Password recovery asks for the e-mail only; the server says whether it knows it. */
export function validateRecovery(input: { email: string }): FieldErrors<'email'> {
  return input.email.trim() ? {} : { email: 'required' };
}

export type RegistrationInput = {
  name: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
  consent: boolean;
};
export type RegistrationField = keyof RegistrationInput;

/** Registration: a name, a complete phone, a well-formed e-mail, a password of 6+ characters and consent to the policy. */
export function validateRegistration(
  input: RegistrationInput,
  isCompletePhone: (phone: string) => boolean,
): FieldErrors<RegistrationField> {
  const errors: FieldErrors<RegistrationField> = {};
  const name = input.name.trim();
  if (!name) errors.name = 'required';
  else if (name.length < NAME_MIN_LENGTH) errors.name = 'tooShort';
  if (!input.phone.trim()) errors.phone = 'required';
  else if (!isCompletePhone(input.phone)) errors.phone = 'phone';
  if (!input.email.trim()) errors.email = 'required';
  else if (!isWellFormedEmail(input.email)) errors.email = 'email';
  if (input.password === '') errors.password = 'required';
  else if (input.password.length < PASSWORD_MIN_LENGTH) errors.password = 'tooShort';
  if (!input.consent) errors.consent = 'consent';
  return errors;
}

/** Whether a validation result has no problems. */
export function hasNoErrors(errors: Partial<Record<string, unknown>>): boolean {
  return Object.values(errors).every((value) => value === undefined);
}
