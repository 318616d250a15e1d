// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DADATA_SUGGEST_URL, coordinate, readDadataAnswer, suggestDadata } from './dadata';
import { isApiError } from './errors';
import { fetchStub } from '#tests/support/fetchStub.ts';

afterEach(() => vi.restoreAllMocks());

const TVERSKAYA = { value: 'г Москва, ул Тверская, д 7', data: { geo_lat: '55.7584', geo_lon: '37.6113' } };

describe('suggestDadata: DaData suggest/address from the browser', () => {
  it('POSTs the query with the key, JSON headers, ten results, Moscow and the region, and the page language', async () => {
    const stub = fetchStub({ [DADATA_SUGGEST_URL]: { json: { suggestions: [TVERSKAYA] } } });
    await suggestDadata('KEY123', 'тверская 7', 'en', { fetch: stub.fetch });
    const [call] = stub.calls;
    expect(call).toMatchObject({ url: DADATA_SUGGEST_URL, method: 'POST' });
    expect(call!.headers).toMatchObject({
      authorization: 'Token KEY123',
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(call!.body).toEqual({
      query: 'тверская 7',
      count: 10,
      locations: [{ kladr_id: '77' }, { kladr_id: '50' }],
      language: 'en',
    });
  });

  it('maps value, geo_lat and geo_lon to the address and its point', async () => {
    const stub = fetchStub({ [DADATA_SUGGEST_URL]: { json: { suggestions: [TVERSKAYA] } } });
    expect(await suggestDadata('K', 'тверская', 'ru', { fetch: stub.fetch })).toEqual([
      { value: 'г Москва, ул Тверская, д 7', lat: 55.7584, lon: 37.6113 },
    ]);
  });

  it('turns a refusal into an http ApiError with its status (401: a wrong key)', async () => {
    const stub = fetchStub({ [DADATA_SUGGEST_URL]: { status: 401, json: { message: 'Unauthorized' } } });
    const error: unknown = await suggestDadata('bad', 'тверская', 'ru', { fetch: stub.fetch }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.kind === 'http' && error.status === 401).toBe(true);
  });
});

describe('readDadataAnswer: tolerant reading', () => {
  it('reads coordinates sent as numbers or strings; an unknown point (null, "", missing, half) is null, not guessed', () => {
    const answer = readDadataAnswer({
      suggestions: [
        { value: 'a', data: { geo_lat: 55.75, geo_lon: 37.61 } },
        { value: 'b', data: { geo_lat: null, geo_lon: null } },
        { value: 'c', data: { geo_lat: '', geo_lon: '37.6' } },
        { value: 'd' },
        { value: 'e', data: { geo_lat: '55.7' } },
      ],
    });
    expect(answer).toEqual([
      { value: 'a', lat: 55.75, lon: 37.61 },
      { value: 'b', lat: null, lon: null },
      { value: 'c', lat: null, lon: null },
      { value: 'd', lat: null, lon: null },
      { value: 'e', lat: null, lon: null },
    ]);
  });

  it('drops an item without a text (with a warning) and keeps the rest; no list reads as none', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      readDadataAnswer({ suggestions: [{ data: {} }, { value: '  ' }, TVERSKAYA] }).map((a) => a.value),
    ).toEqual([TVERSKAYA.value]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(readDadataAnswer({})).toEqual([]);
  });

  it('reads a coordinate only when it is a finite number', () => {
    expect(coordinate('55.1')).toBe(55.1);
    expect(coordinate(37)).toBe(37);
    expect(coordinate('abc')).toBeNull();
    expect(coordinate(Number.POSITIVE_INFINITY)).toBeNull();
    expect(coordinate(undefined)).toBeNull();
  });
});
