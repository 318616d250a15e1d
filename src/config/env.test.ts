// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readConfig } from './env';

describe('VITE_API_BODY', () => {
  it('is json when unset or empty', () => {
    expect(readConfig({}).apiBody).toBe('json');
    expect(readConfig({ VITE_API_BODY: '' }).apiBody).toBe('json');
  });

  it('takes json or form, in any case', () => {
    expect(readConfig({ VITE_API_BODY: 'form' }).apiBody).toBe('form');
    expect(readConfig({ VITE_API_BODY: ' JSON ' }).apiBody).toBe('json');
  });

  it('stops the start on anything else', () => {
    expect(() => readConfig({ VITE_API_BODY: 'xml' })).toThrow(/apiBody/);
  });
});
