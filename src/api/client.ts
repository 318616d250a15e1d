import { StructError, create, type Struct } from 'superstruct';
import { ApiError } from './errors';

export type Query = Record<string, string | number | undefined>;

export type ApiClientOptions = {
  /** `{api}` of SPEC.md section 7 ('' = same origin). */
  apiUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** One fetch client for the whole app: base URL, JSON, timeout, typed errors, answers checked by superstruct. */
export class ApiClient {
  readonly apiUrl: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: () => typeof fetch;

  constructor(options: ApiClientOptions) {
    this.apiUrl = options.apiUrl;
    this.timeoutMs = options.timeoutMs ?? 15000;
    // Resolved per call: the mock (and tests) may replace window.fetch after the client exists.
    this.fetchImpl = () => options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  /** GET `{api}`-relative (onApi) or same-origin path, answer validated by `schema`. */
  get<T>(path: string, schema: Struct<T, unknown>, opts: { query?: Query; onApi?: boolean; signal?: AbortSignal } = {}) {
    return this.request('GET', this.url(path, opts.onApi ?? false, opts.query), schema, undefined, opts.signal);
  }

  /** POST a JSON body, answer validated by `schema`. */
  post<T>(path: string, body: unknown, schema: Struct<T, unknown>, opts: { onApi?: boolean; signal?: AbortSignal } = {}) {
    return this.request('POST', this.url(path, opts.onApi ?? false), schema, body, opts.signal);
  }

  private url(path: string, onApi: boolean, query?: Query): string {
    const base = onApi ? this.apiUrl : '';
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
    const qs = search.toString();
    return `${base}${path}${qs ? `?${qs}` : ''}`;
  }

  private async request<T>(method: 'GET' | 'POST', url: string, schema: Struct<T, unknown>, body: unknown, outer?: AbortSignal): Promise<T> {
    const endpoint = url.split('?')[0] ?? url;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.timeoutMs);
    const onOuterAbort = () => controller.abort();
    outer?.addEventListener('abort', onOuterAbort);
    let response: Response;
    try {
      response = await this.fetchImpl()(url, {
        method,
        headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) throw new ApiError('timeout', endpoint, `No answer from ${endpoint} in ${this.timeoutMs} ms`);
      if (outer?.aborted) throw new ApiError('aborted', endpoint, `Call to ${endpoint} was cancelled`);
      throw new ApiError('network', endpoint, `Network error calling ${endpoint}: ${String(error)}`);
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    }
    if (!response.ok) throw new ApiError('http', endpoint, `${endpoint} answered ${response.status}`, response.status);
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      // An HTML page (a static host's fallback for an unknown path) means the route is not the API's; cut-off JSON is a fault.
      throw new ApiError('schema', endpoint, `${endpoint} answered something that is not JSON`, response.status, /html/i.test(response.headers.get('Content-Type') ?? ''));
    }
    try {
      return create(json, schema);
    } catch (error) {
      const detail = error instanceof StructError ? `${error.path.join('.') || '(root)'}: ${error.message}` : String(error);
      throw new ApiError('schema', endpoint, `${endpoint} answered an unexpected shape (${detail})`, response.status);
    }
  }
}
