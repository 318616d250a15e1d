// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type } from 'superstruct';
import { Int } from './schemas';
import { ApiError, isMissingRoute } from './errors';
import { fetchStub, type StubAnswer } from '#tests/support/fetchStub.ts';

const Answer = type({ code: Int });

/** What the client throws for one stubbed answer of /api/x.php. */
async function failureOf(answer: StubAnswer): Promise<unknown> {
  const { client } = fetchStub({ '/api/x.php': answer });
  return client.post('/api/x.php', {}, Answer).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('isMissingRoute: the backend has no such call (DECISIONS.md section 6)', () => {
  it.each([404, 405, 501])('is true for HTTP %i', async (status) => {
    expect(isMissingRoute(await failureOf({ status, json: { message: 'no' } }))).toBe(true);
  });

  it('is true for an HTML page answered with 200 (a static host’s fallback)', async () => {
    expect(
      isMissingRoute(await failureOf({ status: 200, text: '<!doctype html><div id="root"></div>' })),
    ).toBe(true);
  });

  it.each([400, 403, 500, 502, 503])(
    'is false for HTTP %i: the route exists, the call failed',
    async (status) => {
      expect(isMissingRoute(await failureOf({ status, json: {} }))).toBe(false);
    },
  );

  it('is false for cut-off JSON (a fault of an existing call)', async () => {
    expect(
      isMissingRoute(
        await failureOf({ status: 200, text: '{"code": 1, "mess', contentType: 'application/json' }),
      ),
    ).toBe(false);
  });

  it('is false for JSON of an unexpected shape, a network error and a non-API error', async () => {
    expect(isMissingRoute(await failureOf({ status: 200, json: { code: 'x' } }))).toBe(false);
    expect(isMissingRoute(new ApiError('network', '/api/x.php', 'offline'))).toBe(false);
    expect(isMissingRoute(new ApiError('timeout', '/api/x.php', 'slow'))).toBe(false);
    expect(isMissingRoute(new Error('404'))).toBe(false);
  });
});
