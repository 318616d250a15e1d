// @vitest-environment node
import { number, type } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClient, encodeForm } from './client';
import { sendFeedback } from './feedback';

type Sent = { url: string; contentType: string | undefined; body: string | undefined };

/** A client whose fetch answers with `status` and the raw `body` text, recording what was sent. */
function clientAnswering(status: number, body: string, options: { bodyEncoding?: 'json' | 'form' } = {}) {
  const sent: Sent[] = [];
  const client = new ApiClient({
    apiUrl: 'https://api.example.com',
    ...options,
    fetch: async (input, init) => {
      sent.push({
        url: String(input),
        contentType: (init?.headers as Record<string, string>)['Content-Type'],
        body: init?.body as string | undefined,
      });
      return new Response(status === 204 ? null : body, {
        status,
        headers: body ? { 'Content-Type': 'text/html' } : {},
      });
    },
  });
  return { client, sent };
}

const feedback = {
  token: 't',
  name: 'Анна',
  lastName: '',
  phone: '+7 (999) 123-45-67',
  email: 'a@b.ru',
  message: 'Спасибо',
  orderNumber: '',
  cafe: '',
};

describe('a call whose answer is not read (callBack.php): any 2xx is success', () => {
  afterEach(() => vi.restoreAllMocks());

  it('an empty 200 body is a sent message (the real callBack.php may answer nothing)', async () => {
    const { client } = clientAnswering(200, '');
    await expect(sendFeedback(client, feedback)).resolves.toBe('');
  });

  it('a text body is returned as text', async () => {
    const { client } = clientAnswering(200, 'OK, message saved');
    await expect(sendFeedback(client, feedback)).resolves.toBe('OK, message saved');
  });

  it('a JSON body is returned parsed; a 204 counts too', async () => {
    await expect(
      sendFeedback(clientAnswering(200, '{"code":1,"message":"ok"}').client, feedback),
    ).resolves.toEqual({ code: 1, message: 'ok' });
    await expect(sendFeedback(clientAnswering(204, '').client, feedback)).resolves.toBe('');
  });

  it('HTTP 500 is still an error, whatever it says', async () => {
    const { client } = clientAnswering(500, '{"code":1}');
    await expect(sendFeedback(client, feedback)).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 500,
    });
  });

  it('a call whose answer is read still refuses a body that is not JSON', async () => {
    const { client } = clientAnswering(200, '');
    await expect(
      client.post('/api/check_promo.php', { promo: 'X' }, type({ code: number() })),
    ).rejects.toMatchObject({ kind: 'schema' });
  });
});

describe('body encoding (VITE_API_BODY)', () => {
  const schema = type({ code: number() });

  it('sends JSON by default', async () => {
    const { client, sent } = clientAnswering(200, '{"code":1}');
    await client.post('/api/check_promo.php', { promo: 'SKIDKA10' }, schema);
    expect(sent).toEqual([
      { url: '/api/check_promo.php', contentType: 'application/json', body: '{"promo":"SKIDKA10"}' },
    ]);
  });

  it('sends same-origin POSTs as form fields with `form`', async () => {
    const { client, sent } = clientAnswering(200, '{"code":1}', { bodyEncoding: 'form' });
    await client.post(
      '/api/main_pages/getCart.php',
      { cart: [{ id: 103, choiceName: 'Овсяное молоко', choice: true }], presents: [], typeDelivery: 1 },
      schema,
    );
    expect(sent[0]?.contentType).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(new URLSearchParams(sent[0]?.body)).toEqual(
      new URLSearchParams([
        ['cart[0][id]', '103'],
        ['cart[0][choiceName]', 'Овсяное молоко'],
        ['cart[0][choice]', '1'],
        ['presents', ''],
        ['typeDelivery', '1'],
      ]),
    );
  });

  it('keeps callBack.php ({api}) JSON even with `form`, as SPEC.md section 7 says', async () => {
    const { client, sent } = clientAnswering(200, '', { bodyEncoding: 'form' });
    await sendFeedback(client, feedback);
    expect(sent[0]?.url).toBe('https://api.example.com/api/callBack.php');
    expect(sent[0]?.contentType).toBe('application/json');
    expect(JSON.parse(sent[0]?.body ?? '')).toMatchObject({
      name: 'Анна',
      last_name: '',
      otzivOrderNumber: '',
    });
  });
});

describe('encodeForm', () => {
  it('writes nested values with PHP bracket names, flags as 1/0, and leaves null and undefined out', () => {
    const text = encodeForm({
      a: 'x y',
      n: 0,
      ok: false,
      none: null,
      gone: undefined,
      address: { value: 'Тверская, 1', lat: 55.7 },
      empty: {},
    });
    expect([...new URLSearchParams(text)]).toEqual([
      ['a', 'x y'],
      ['n', '0'],
      ['ok', '0'],
      ['address[value]', 'Тверская, 1'],
      ['address[lat]', '55.7'],
      ['empty', ''],
    ]);
  });
});
