import { number, type } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '#tests/support/memoryStorage.ts';
import { readJson, SafeStorage } from './storage';

const Point = type({ x: number() });

describe('readJson', () => {
  it('gives the value that has the shape', () => {
    expect(readJson('{"x":1,"extra":true}', Point)).toEqual({ x: 1, extra: true });
    expect(readJson('"text"', (v) => (typeof v === 'string' ? v : undefined))).toBe('text');
  });

  it('gives undefined for no text, text that is no JSON, and JSON of another shape', () => {
    for (const raw of [null, undefined, '', '{', 'plain', '{"x":"1"}', '[]', 'null'])
      expect(readJson(raw, Point), String(raw)).toBeUndefined();
    expect(readJson('5', (v) => (typeof v === 'string' ? v : undefined))).toBeUndefined();
  });
});

function memoryStorage(items: Record<string, string>) {
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(items)) storage.setItem(key, value);
  return storage;
}

describe('SafeStorage.getJson', () => {
  it('reads a good value and keeps it', () => {
    const storage = new SafeStorage(() => memoryStorage({ p: '{"x":2}' }));
    expect(storage.getJson('p', Point)).toEqual({ x: 2 });
    expect(storage.getRaw('p')).toBe('{"x":2}');
  });

  it('drops an unreadable value with a warning', () => {
    const backend = memoryStorage({ p: '{"x":"two"}' });
    const storage = new SafeStorage(() => backend);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(storage.getJson('p', Point)).toBeUndefined();
    expect(backend.getItem('p')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
