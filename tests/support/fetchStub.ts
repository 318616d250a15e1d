import { ApiClient } from '@/api/client';

/** One stubbed answer: a status and a JSON body, or a raw text body (an HTML page). */
export type StubAnswer = { status?: number; json?: unknown; text?: string; contentType?: string };
export type StubCall = { url: string; method: string; body: unknown; headers: Record<string, string> };

/**
 * For tests only: a fetch that answers by path (`/api/register.php`, or a full URL) and, for every other
 * path, passes the call to `otherwise` (the mock) or answers 404 with an HTML page, like a backend without
 * the shop's additions; it records every call.
 */
export function fetchStub(
  routes: Record<string, StubAnswer | ((call: StubCall) => StubAnswer)> = {},
  otherwise?: typeof globalThis.fetch,
) {
  const calls: StubCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const raw = init?.body;
    let body: unknown = raw ?? null;
    if (typeof raw === 'string') {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    const call: StubCall = { url, method: init?.method ?? 'GET', body, headers };
    calls.push(call);
    const full = url.split('?')[0] ?? url;
    const path = new URL(full, 'http://shop.test').pathname;
    const route = routes[full] ?? routes[path];
    if (!route && otherwise) return otherwise(input, init);
    const answer =
      typeof route === 'function'
        ? route(call)
        : (route ?? {
            status: 404,
            text: '<!doctype html><title>404 Not Found</title>',
            contentType: 'text/html',
          });
    if (answer.text !== undefined)
      return new Response(answer.text, {
        status: answer.status ?? 200,
        headers: { 'Content-Type': answer.contentType ?? 'text/html' },
      });
    return new Response(JSON.stringify(answer.json ?? null), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const client = new ApiClient({ apiUrl: '', fetch: fetch as typeof globalThis.fetch, timeoutMs: 5000 });
  return { fetch: fetch as typeof globalThis.fetch, client, calls };
}
