import { describe, expect, it } from 'vitest';
import { login, recoverPassword, register } from './auth';
import { ApiClient } from './client';
import { ApiError } from './errors';
import { sendFeedback } from './feedback';

/** A client whose fetch answers `answer` and records what was sent. */
function clientAnswering(answer: unknown) {
  const sent: { url: string; body: unknown }[] = [];
  const client = new ApiClient({
    apiUrl: 'https://api.example.com',
    fetch: async (input, init) => {
      sent.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return { client, sent };
}

describe('login (POST /api/login.php, same origin)', () => {
  it('maps a code 1 answer to the profile; `extended` may come as JSON text', async () => {
    const { client, sent } = clientAnswering({
      code: '1',
      message: 'ok',
      id: '7',
      user: 'u',
      fullname: 'F',
      phone: 'p',
      email: 'e',
      extended: '{"role":"admin"}',
    });
    const answer = await login(client, {
      email: ' a@b.ru ',
      password: 'pw',
      token: 't'.repeat(30),
      lang: 'en',
    });
    expect(answer).toEqual({
      ok: true,
      message: 'ok',
      profile: { id: 7, user: 'u', fullname: 'F', phone: 'p', email: 'e', extended: { role: 'admin' } },
    });
    expect(sent).toEqual([
      { url: '/api/login.php', body: { login: 'a@b.ru', password: 'pw', token: 't'.repeat(30), lang: 'en' } },
    ]);
  });

  it('reads unreadable `extended` text as empty', async () => {
    const { client } = clientAnswering({ code: 1, id: 1, extended: 'not json' });
    const answer = await login(client, { email: 'a@b.ru', password: 'pw', token: 't', lang: 'ru' });
    expect(answer.ok && answer.profile.extended).toEqual({});
  });

  it('passes another code on with its message', async () => {
    const { client } = clientAnswering({ code: 0, message: 'Неверный e-mail или пароль' });
    expect(await login(client, { email: 'a@b.ru', password: 'pw', token: 't', lang: 'ru' })).toEqual({
      ok: false,
      code: 0,
      message: 'Неверный e-mail или пароль',
    });
  });

  it('treats code 1 without a user id as a broken answer', async () => {
    const { client } = clientAnswering({ code: 1, message: 'ok' });
    await expect(
      login(client, { email: 'a@b.ru', password: 'pw', token: 't', lang: 'ru' }),
    ).rejects.toMatchObject({ kind: 'schema' });
    await expect(
      login(client, { email: 'a@b.ru', password: 'pw', token: 't', lang: 'ru' }),
    ).rejects.toBeInstanceOf(ApiError);
  });
});

describe('recoverPassword and register', () => {
  it('recovery sends forgot and lang', async () => {
    const { client, sent } = clientAnswering({ code: 1, message: 'sent' });
    expect(await recoverPassword(client, { email: ' a@b.ru', lang: 'ru' })).toEqual({
      ok: true,
      message: 'sent',
    });
    expect(sent[0]?.body).toEqual({ forgot: 'a@b.ru', lang: 'ru' });
  });

  it('register maps the clear names to the PHP ones', async () => {
    const { client, sent } = clientAnswering({ code: 0, message: 'taken' });
    await register(client, {
      name: 'A',
      lastName: 'B',
      phone: '+7',
      email: 'a@b.ru',
      password: 'pw',
      lang: 'en',
    });
    expect(sent[0]).toEqual({
      url: '/api/register.php',
      body: { name: 'A', last_name: 'B', phone: '+7', email: 'a@b.ru', password: 'pw', lang: 'en' },
    });
  });
});

describe('sendFeedback (POST {api}/api/callBack.php)', () => {
  it('goes to the API origin with the PHP field names and returns the answer as it came', async () => {
    const { client, sent } = clientAnswering({ anything: true });
    const answer = await sendFeedback(client, {
      token: 't',
      name: 'N',
      lastName: 'L',
      phone: 'P',
      email: 'E',
      message: 'M',
      orderNumber: 'O',
      cafe: 'C',
    });
    expect(answer).toEqual({ anything: true });
    expect(sent).toEqual([
      {
        url: 'https://api.example.com/api/callBack.php',
        body: {
          token: 't',
          name: 'N',
          last_name: 'L',
          phone: 'P',
          email: 'E',
          message: 'M',
          otzivOrderNumber: 'O',
          otzivSelectCafe: 'C',
        },
      },
    ]);
  });
});
