import { coerce, record, string, type, unknown, type Infer } from 'superstruct';
import type { Profile } from '@/domain/auth';
import type { Locale } from '@/domain/types';
import type { ApiClient } from './client';
import { ApiError } from './errors';
import { CodeMessageSchema, Int, maybe, Text, withFallback } from './schemas';

const asRecord = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};

/** `extended` may come as an object or as the JSON text of one (PHP); anything else (null, '', a list) reads as empty. */
const Extended = coerce(record(string(), unknown()), unknown(), (value) => {
  if (typeof value !== 'string') return asRecord(value);
  try {
    return asRecord(JSON.parse(value));
  } catch {
    return {};
  }
});

/** The login result of SPEC.md section 3: code, message and, on success, who logged in. */
export const LoginAnswerSchema = type({
  code: Int,
  message: Text,
  // Required with code 1 only (toAuthAnswer); a refusal carries none.
  id: maybe(Int),
  // Texts the server left out (or sent as null) read as '': the account page then shows what it has.
  user: Text,
  fullname: Text,
  phone: Text,
  email: Text,
  extended: withFallback(Extended, {}),
});
type LoginAnswer = Infer<typeof LoginAnswerSchema>;

/** What a login or registration call answered: code 1 carries the profile. */
export type AuthAnswer =
  { ok: true; message: string; profile: Profile } | { ok: false; code: number; message: string };

function toAuthAnswer(answer: LoginAnswer, endpoint: string): AuthAnswer {
  if (answer.code !== 1) return { ok: false, code: answer.code, message: answer.message };
  if (answer.id === undefined)
    throw new ApiError('schema', endpoint, `${endpoint} answered code 1 without a user id`);
  return {
    ok: true,
    message: answer.message,
    profile: {
      id: answer.id,
      user: answer.user,
      fullname: answer.fullname,
      phone: answer.phone,
      email: answer.email,
      extended: answer.extended,
    },
  };
}

/** POST /api/login.php with login, password, token and lang (SPEC.md section 7). */
export async function login(
  client: ApiClient,
  params: { email: string; password: string; token: string; lang: Locale },
): Promise<AuthAnswer> {
  const answer = await client.post(
    '/api/login.php',
    { login: params.email.trim(), password: params.password, token: params.token, lang: params.lang },
    LoginAnswerSchema,
  );
  return toAuthAnswer(answer, '/api/login.php');
}

/** POST /api/login.php with forgot (the e-mail) and lang: asks for a new password. */
export async function recoverPassword(
  client: ApiClient,
  params: { email: string; lang: Locale },
): Promise<{ ok: boolean; message: string }> {
  const answer = await client.post(
    '/api/login.php',
    { forgot: params.email.trim(), lang: params.lang },
    CodeMessageSchema,
  );
  return { ok: answer.code === 1, message: answer.message };
}

export type RegistrationPayload = {
  name: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
  lang: Locale;
};

/** POST /api/register.php (DECISIONS.md section 2): code 1 answers the same fields as a login. */
export async function register(client: ApiClient, params: RegistrationPayload): Promise<AuthAnswer> {
  const body = {
    name: params.name.trim(),
    last_name: params.lastName.trim(),
    phone: params.phone,
    email: params.email.trim(),
    password: params.password,
    lang: params.lang,
  };
  const answer = await client.post('/api/register.php', body, LoginAnswerSchema);
  return toAuthAnswer(answer, '/api/register.php');
}
