// @vitest-environment node
import { string, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { ApiError } from './errors';

/**
 * Each way a call can fail becomes one typed ApiError kind, once, here. The mock's four faults (QA panel,
 * `?fault=`, tests/integration/faults.test.tsx) are these: http500 → `http`, network → `network`, timeout (no
 * answer until the client gives up) → `timeout`, malformed (a cut-off body) → `schema`. The whole-app fault
 * journeys then need one fault each: the stores catch an ApiError of any kind the same way.
 */

const Answer = type({ message: string() });

/** A fetch that answers with `body` and `status`, and records what it was asked. */
function answering(body: string, status = 200) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { fetchImpl, calls };
}

/** A server that never answers: the call ends only when the client aborts it (as the mock's `timeout` fault). */
const neverAnswering = ((_input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_, reject) =>
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    ),
  )) as typeof fetch;

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('ApiClient', () => {
  it('GETs on the API origin with the query, POSTs JSON on the page origin, and returns the checked answer', async () => {
    const { fetchImpl, calls } = answering('{"message":"ok","extra":1}');
    const client = new ApiClient({ apiUrl: 'https://api.example.ru', fetch: fetchImpl });
    await expect(
      client.get('/api/x.php', Answer, { onApi: true, query: { a: 1, b: undefined, c: 'д' } }),
    ).resolves.toEqual({ message: 'ok', extra: 1 });
    expect(calls[0]?.url).toBe('https://api.example.ru/api/x.php?a=1&c=%D0%B4');
    await client.post('/api/y.php', { id: 5 }, Answer);
    expect(calls[1]?.url).toBe('/api/y.php');
    expect(calls[1]?.init).toMatchObject({
      method: 'POST',
      body: '{"id":5}',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('an HTTP error status (the mock’s http500) is kind "http" with the status', async () => {
    const client = new ApiClient({ apiUrl: '', fetch: answering('{"code":0}', 500).fetchImpl });
    const error = await failure(client.get('/api/menu.php?x=1', Answer));
    expect(error).toMatchObject({ kind: 'http', status: 500, endpoint: '/api/menu.php' });
  });

  it('a fetch that throws (the mock’s network fault) is kind "network"', async () => {
    const fetchImpl = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const error = await failure(
      new ApiClient({ apiUrl: '', fetch: fetchImpl }).post('/api/login.php', {}, Answer),
    );
    expect(error).toMatchObject({ kind: 'network', endpoint: '/api/login.php' });
  });

  it('no answer within the timeout (the mock’s timeout fault) is kind "timeout", and the call is aborted', async () => {
    const error = await failure(
      new ApiClient({ apiUrl: '', timeoutMs: 20, fetch: neverAnswering }).get('/api/cart.php', Answer),
    );
    expect(error).toMatchObject({ kind: 'timeout', endpoint: '/api/cart.php' });
    expect(error.message).toContain('20 ms');
  });

  it('a cut-off body (the mock’s malformed fault) is kind "schema"', async () => {
    const client = new ApiClient({
      apiUrl: '',
      fetch: answering('{"code":1,"message":"ok","cart":[{"id":').fetchImpl,
    });
    expect(await failure(client.get('/api/cart.php', Answer))).toMatchObject({ kind: 'schema', status: 200 });
  });

  it('JSON of the wrong shape is kind "schema" and names the field', async () => {
    const client = new ApiClient({ apiUrl: '', fetch: answering('{"message":5}').fetchImpl });
    const error = await failure(client.get('/api/cart.php', Answer));
    expect(error.kind).toBe('schema');
    expect(error.message).toContain('message');
  });

  it('a call its caller cancels is kind "aborted", not a timeout', async () => {
    const controller = new AbortController();
    const call = new ApiClient({ apiUrl: '', timeoutMs: 60_000, fetch: neverAnswering }).get(
      '/api/suggest.php',
      Answer,
      { signal: controller.signal },
    );
    controller.abort();
    expect(await failure(call)).toMatchObject({ kind: 'aborted' });
  });
});
