import { array, create, defaulted, string, type, unknown } from 'superstruct';
import { ApiError } from './errors';

/** DaData's address suggestions (the service the admin page `test_dadata` is named after). */
export const DADATA_SUGGEST_URL = 'https://suggestions.dadata.ru/suggestions/api/4_1/rs/suggest/address';
/** How many suggestions to ask for (the order forms show up to ten). */
const DADATA_COUNT = 10;
/** Moscow (KLADR 77) and the Moscow region (KLADR 50): the shop delivers nowhere else. */
const DADATA_LOCATIONS = [{ kladr_id: '77' }, { kladr_id: '50' }] as const;
const TIMEOUT_MS = 8000;

/** A suggestion as DaData gives it: the text and its point; a point DaData does not know is null, never guessed. */
export type DadataAddress = { value: string; lat: number | null; lon: number | null };

// Tolerant reading: the list may be missing, an item without a text is dropped, coordinates come as strings or null.
const AnswerSchema = type({ suggestions: defaulted(array(unknown()), []) });
const ItemSchema = type({
  value: string(),
  data: defaulted(type({ geo_lat: defaulted(unknown(), null), geo_lon: defaulted(unknown(), null) }), {}),
});

/** A coordinate of DaData ("55.7584", 55.7584, null, ""): a finite number, or null when unknown. */
export function coordinate(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Reads DaData's answer: every item with a text, its point when DaData knows it; an unreadable item is dropped with a warning. */
export function readDadataAnswer(json: unknown): DadataAddress[] {
  const { suggestions } = create(json, AnswerSchema);
  return suggestions.flatMap((raw) => {
    try {
      const item = create(raw, ItemSchema);
      if (!item.value.trim()) return [];
      const lat = coordinate(item.data.geo_lat);
      const lon = coordinate(item.data.geo_lon);
      return [
        {
          value: item.value,
          lat: lat !== null && lon !== null ? lat : null,
          lon: lat !== null && lon !== null ? lon : null,
        },
      ];
    } catch (error) {
      console.warn('Dropped an unreadable DaData suggestion', error);
      return [];
    }
  });
}

/**
 * POST DaData's suggest/address from the browser with the public key (`Authorization: Token KEY`), limited to
 * Moscow and the region, in the page's language. Failures are ApiErrors like the shop's own calls.
 */
export async function suggestDadata(
  key: string,
  query: string,
  lang: 'ru' | 'en',
  options: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<DadataAddress[]> {
  const endpoint = DADATA_SUGGEST_URL;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  let response: Response;
  try {
    response = await (options.fetch ?? globalThis.fetch.bind(globalThis))(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Token ${key}`,
      },
      body: JSON.stringify({ query, count: DADATA_COUNT, locations: DADATA_LOCATIONS, language: lang }),
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new ApiError('timeout', endpoint, `No answer from DaData in ${TIMEOUT_MS} ms`);
    if (options.signal?.aborted) throw new ApiError('aborted', endpoint, 'DaData call was cancelled');
    throw new ApiError('network', endpoint, `Network error calling DaData: ${String(error)}`);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
  if (!response.ok)
    throw new ApiError('http', endpoint, `DaData answered ${response.status}`, response.status);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError('schema', endpoint, 'DaData answered something that is not JSON', response.status);
  }
  try {
    return readDadataAnswer(json);
  } catch (error) {
    throw new ApiError(
      'schema',
      endpoint,
      `DaData answered an unexpected shape (${String(error)})`,
      response.status,
    );
  }
}
