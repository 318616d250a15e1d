import { describe, expect, it } from 'vitest';
import { findEvent, paragraphs, parseIsoDate, sortEvents, type EventArticle } from './content';

const ev = (id: number, alias: string, date: string): EventArticle => ({
  id,
  alias,
  date,
  title: { ru: '', en: '' },
  summary: { ru: '', en: '' },
  body: { ru: '', en: '' },
  image: '',
});
const events = [
  ev(1, 'master-klass', '2026-11-21'),
  ev(4, 'podarok-k-kazhdomu-tortu', '2026-11-10'),
  ev(2, 'novyj-god', '2026-11-21'),
];

describe('findEvent', () => {
  it('finds by numeric id or by alias', () => {
    expect(findEvent(events, '4')?.alias).toBe('podarok-k-kazhdomu-tortu');
    expect(findEvent(events, 'podarok-k-kazhdomu-tortu')?.id).toBe(4);
    expect(findEvent(events, 'PODAROK-K-KAZHDOMU-TORTU')?.id).toBe(4);
  });
  it('finds nothing for unknown keys', () => {
    expect(findEvent(events, 'nope')).toBeUndefined();
    expect(findEvent(events, '999')).toBeUndefined();
    expect(findEvent(events, '')).toBeUndefined();
    expect(findEvent(events, undefined)).toBeUndefined();
  });
});

describe('sortEvents', () => {
  it('orders newest first, then by id, without changing the input', () => {
    expect(sortEvents(events).map((e) => e.id)).toEqual([1, 2, 4]);
    expect(events.map((e) => e.id)).toEqual([1, 4, 2]);
  });
});

describe('paragraphs', () => {
  it('splits on blank lines and drops empty ones', () => {
    expect(paragraphs('Один.\n\nДва.\n  \nТри.\n\n')).toEqual(['Один.', 'Два.', 'Три.']);
  });
});

describe('parseIsoDate', () => {
  it('reads a calendar date at local midnight', () => {
    const d = parseIsoDate('2026-12-05');
    expect(d?.getFullYear()).toBe(2026);
    expect(d?.getMonth()).toBe(11);
    expect(d?.getDate()).toBe(5);
  });
  it('refuses malformed and impossible dates', () => {
    expect(parseIsoDate('05.12.2026')).toBeUndefined();
    expect(parseIsoDate('2026-02-30')).toBeUndefined();
  });
});
