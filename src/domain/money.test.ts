// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDiscount, formatMoney, MINUS } from './money';

describe('formatMoney', () => {
  it('groups thousands with a narrow no-break space in Russian', () => {
    expect(formatMoney(1250, 'ru')).toBe('1\u202F250\u00A0р.');
    expect(formatMoney(1234567, 'ru')).toBe('1\u202F234\u202F567\u00A0р.');
  });
  it('groups with a comma in English and keeps the ruble sign р.', () => {
    expect(formatMoney(1250, 'en')).toBe('1,250\u00A0р.');
  });
  it('shows small and zero amounts without grouping, on both sides of a thousand', () => {
    expect(formatMoney(0, 'ru')).toBe('0\u00A0р.');
    expect(formatMoney(999, 'ru')).toBe('999\u00A0р.');
    expect(formatMoney(1000, 'ru')).toBe('1\u202F000\u00A0р.');
    expect(formatMoney(999, 'en')).toBe('999\u00A0р.');
    expect(formatMoney(1000, 'en')).toBe('1,000\u00A0р.');
  });
  it('rounds to whole rubles', () => {
    expect(formatMoney(99.6, 'ru')).toBe('100\u00A0р.');
  });
  it('writes a negative amount with the typographic minus U+2212 in both locales', () => {
    expect(formatMoney(-500, 'ru')).toBe(`${MINUS}500\u00A0р.`);
    expect(formatMoney(-3600, 'ru')).toBe(`${MINUS}3\u202F600\u00A0р.`);
    expect(formatMoney(-3600, 'en')).toBe(`${MINUS}3,600\u00A0р.`);
    expect(MINUS).toBe('\u2212');
  });
  it('gives no sign to an amount that rounds to zero', () => {
    expect(formatMoney(-0.4, 'ru')).toBe('0\u00A0р.');
  });
  it('has no breakable space and no hyphen-minus in any amount', () => {
    for (const amount of [-1234567, -1, 0, 1, 3600, 1234567]) {
      for (const locale of ['ru', 'en'] as const) expect(formatMoney(amount, locale)).not.toMatch(/[ -]/);
    }
  });
});

describe('formatDiscount', () => {
  it('shows a discount of a ruble or more as a negative sum', () => {
    expect(formatDiscount(360, 'ru')).toBe(`${MINUS}360\u00A0р.`);
    expect(formatDiscount(1, 'en')).toBe(`${MINUS}1\u00A0р.`);
  });
  it('has nothing to show for no discount', () => {
    expect(formatDiscount(0, 'ru')).toBeNull();
    expect(formatDiscount(0.4, 'en')).toBeNull();
  });
});
