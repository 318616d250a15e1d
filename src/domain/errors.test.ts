import { describe, expect, it } from 'vitest';
import { describeError, isChunkLoadError, problemOf, shouldReloadForChunkError } from './errors';

describe('chunk load errors', () => {
  it('recognises the messages of Chrome, Firefox and Safari', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
  it('reloads at most once per 60 s: both sides of the boundary', () => {
    expect(shouldReloadForChunkError(null, 1000)).toBe(true);
    expect(shouldReloadForChunkError(0, 59_999)).toBe(false);
    expect(shouldReloadForChunkError(0, 60_000)).toBe(true);
    expect(shouldReloadForChunkError(Number.NaN, 5)).toBe(true);
  });
});

describe('describeError', () => {
  it('defaults to status 500 with the message', () => {
    expect(describeError(new Error('Oops'))).toEqual({ status: 500, message: 'Oops', notFound: false });
    expect(describeError(undefined)).toEqual({ status: 500, message: '', notFound: false });
  });
  it('keeps the status of a route error response', () => {
    expect(describeError({ status: 404, statusText: 'Not Found', data: '' })).toEqual({
      status: 404,
      message: 'Not Found',
      notFound: true,
    });
    expect(describeError({ status: 403, statusText: '', data: 'Forbidden' })).toMatchObject({
      status: 403,
      message: 'Forbidden',
    });
  });
});

describe('problemOf', () => {
  it('blames the connection only when no answer came (network, timeout)', () => {
    expect(problemOf('network')).toBe('connection');
    expect(problemOf('timeout')).toBe('connection');
  });
  it('says the server failed for an HTTP error, a bad answer or anything unknown', () => {
    expect(problemOf('http')).toBe('server');
    expect(problemOf('schema')).toBe('server');
    expect(problemOf('unknown')).toBe('server');
    expect(problemOf(null)).toBe('server');
  });
});
