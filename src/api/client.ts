import { StructError, create, type Struct } from 'superstruct';
import { ApiError } from './errors';

export type Query = Record<string, string | number | undefined>;

/** How a same-origin POST sends its fields: a JSON body, or form fields with PHP's bracket names. */
export type BodyEncoding = 'json' | 'form';

export type ApiClientOptions = {
  /** `{api}` of SPEC.md section 7 ('' = same origin). */
  apiUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** `VITE_API_BODY`: the encoding of same-origin POSTs (default JSON). `{api}` calls are always JSON (SPEC.md section 7). */
  bodyEncoding?: BodyEncoding;
};

/**
 * Form fields as PHP's `$_POST` reads them: nested values with bracket names (`cart[0][id]=701`),
 * `true`/`false` as 1/0, `null`/`undefined` left out, an empty list or object as an empty value (`cart=`).
 */
export function encodeForm(body: unknown): string {
  const params = new URLSearchParams();
  const add = (name: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (typeof value === 'object') {
      const entries = Array.isArray(value)
        ? value.map((item, i) => [String(i), item] as const)
        : Object.entries(value);
      if (entries.length === 0) params.append(name, '');
      for (const [key, item] of entries) add(`${name}[${key}]`, item);
      return;
    }
    params.append(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  };
  if (body && typeof body === 'object' && !Array.isArray(body))
    for (const [key, value] of Object.entries(body)) add(key, value);
  return params.toString();
}

/** One fetch client for the whole app: base URL, JSON, timeout, typed errors, answers checked by superstruct. */
export class ApiClient {
  readonly apiUrl: string;
  readonly bodyEncoding: BodyEncoding;
  private readonly timeoutMs: number;
  private readonly fetchImpl: () => typeof fetch;

  constructor(options: ApiClientOptions) {
    this.apiUrl = options.apiUrl;
    this.timeoutMs = options.timeoutMs ?? 15000;
    this.bodyEncoding = options.bodyEncoding ?? 'json';
    // Resolved per call: the mock (and tests) may replace window.fetch after the client exists.
    this.fetchImpl = () => options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  /** GET `{api}`-relative (onApi) or same-origin path, answer validated by `schema`. */
  get<T>(
    path: string,
    schema: Struct<T, unknown>,
    opts: { query?: Query; onApi?: boolean; signal?: AbortSignal } = {},
  ) {
    return this.request(
      'GET',
      this.url(path, opts.onApi ?? false, opts.query),
      schema,
      undefined,
      opts.signal,
    );
  }

  /** POST a body (JSON, or form fields for same-origin calls with `bodyEncoding: 'form'`), answer validated by `schema`. */
  post<T>(
    path: string,
    body: unknown,
    schema: Struct<T, unknown>,
    opts: { onApi?: boolean; signal?: AbortSignal } = {},
  ) {
    const onApi = opts.onApi ?? false;
    return this.request('POST', this.url(path, onApi), schema, this.encode(body, onApi), opts.signal);
  }

  /**
   * POST whose answer the app does not read (callBack.php: SPEC.md section 7 only logs it). Any 2xx is
   * success, whatever its body: returns the body as it came — parsed when it is JSON, the text otherwise
   * ('' when empty) — for the caller to log. A non-2xx answer, a network failure or a timeout still throw.
   */
  async postUnread(
    path: string,
    body: unknown,
    opts: { onApi?: boolean; signal?: AbortSignal } = {},
  ): Promise<unknown> {
    const onApi = opts.onApi ?? false;
    const url = this.url(path, onApi);
    const { response, endpoint } = await this.fetchOk('POST', url, this.encode(body, onApi), opts.signal);
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new ApiError(
        'network',
        endpoint,
        `The answer of ${endpoint} broke off: ${String(error)}`,
        response.status,
      );
    }
    try {
      return text.trim() === '' ? text : (JSON.parse(text) as unknown);
    } catch {
      return text;
    }
  }

  private encode(body: unknown, onApi: boolean): { text: string; type: string } {
    if (!onApi && this.bodyEncoding === 'form')
      return { text: encodeForm(body), type: 'application/x-www-form-urlencoded;charset=UTF-8' };
    return { text: JSON.stringify(body), type: 'application/json' };
  }

  private url(path: string, onApi: boolean, query?: Query): string {
    const base = onApi ? this.apiUrl : '';
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined) search.set(key, String(value));
    const qs = search.toString();
    return `${base}${path}${qs ? `?${qs}` : ''}`;
  }

  /** Sends one call; returns its answer when the status is 2xx, throws a typed ApiError otherwise. */
  private async fetchOk(
    method: 'GET' | 'POST',
    url: string,
    body: { text: string; type: string } | undefined,
    outer?: AbortSignal,
  ) {
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
        headers:
          body === undefined
            ? { Accept: 'application/json' }
            : { Accept: 'application/json', 'Content-Type': body.type },
        body: body?.text,
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut)
        throw new ApiError('timeout', endpoint, `No answer from ${endpoint} in ${this.timeoutMs} ms`);
      if (outer?.aborted) throw new ApiError('aborted', endpoint, `Call to ${endpoint} was cancelled`);
      throw new ApiError('network', endpoint, `Network error calling ${endpoint}: ${String(error)}`);
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    }
    if (!response.ok)
      throw new ApiError('http', endpoint, `${endpoint} answered ${response.status}`, response.status);
    return { response, endpoint };
  }

  private async request<T>(
    method: 'GET' | 'POST',
    url: string,
    schema: Struct<T, unknown>,
    body: { text: string; type: string } | undefined,
    outer?: AbortSignal,
  ): Promise<T> {
    const { response, endpoint } = await this.fetchOk(method, url, body, outer);
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      // An HTML page (a static host's fallback for an unknown path) means the route is not the API's; cut-off JSON is a fault.
      throw new ApiError(
        'schema',
        endpoint,
        `${endpoint} answered something that is not JSON`,
        response.status,
        /html/i.test(response.headers.get('Content-Type') ?? ''),
      );
    }
    try {
      return create(json, schema);
    } catch (error) {
      const detail =
        error instanceof StructError
          ? `${error.path.join('.') || '(root)'}: ${error.message}`
          : String(error);
      throw new ApiError(
        'schema',
        endpoint,
        `${endpoint} answered an unexpected shape (${detail})`,
        response.status,
      );
    }
  }
}
