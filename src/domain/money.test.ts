import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('groups thousands with a narrow no-break space in Russian', () => {
    expect(formatMoney(1250, 'ru')).toBe('1\u202F250\u00A0р.');
    expect(formatMoney(1234567, 'ru')).toBe('1\u202F234\u202F567\u00A0р.');
  });
  it('groups with a comma in English and keeps the ruble sign р.', () => {
    expect(formatMoney(1250, 'en')).toBe('1,250\u00A0р.');
  });
  it('shows small and zero amounts without grouping', () => {
    expect(formatMoney(0, 'ru')).toBe('0\u00A0р.');
    expect(formatMoney(999, 'en')).toBe('999\u00A0р.');
  });
  it('rounds to whole rubles', () => {
    expect(formatMoney(99.6, 'ru')).toBe('100\u00A0р.');
  });
  it('keeps the minus of a negative amount', () => {
    expect(formatMoney(-500, 'ru')).toBe('-500\u00A0р.');
  });
});
