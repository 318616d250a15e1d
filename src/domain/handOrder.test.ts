import { describe, expect, it } from 'vitest';
import { cartAsText, freeTextProblem, HAND_ORDER_TEXT } from './handOrder';
import { makeLine } from '#tests/support/cartFixtures.ts';

describe('freeTextProblem', () => {
  it('needs some text', () => {
    expect(freeTextProblem('')).toBe('required');
    expect(freeTextProblem('   \n ')).toBe('required');
  });

  it('holds both sides of the minimum, counting the trimmed text', () => {
    expect(freeTextProblem('а'.repeat(HAND_ORDER_TEXT.min - 1))).toBe('tooShort');
    expect(freeTextProblem(`  ${'а'.repeat(HAND_ORDER_TEXT.min - 1)}  `)).toBe('tooShort');
    expect(freeTextProblem('а'.repeat(HAND_ORDER_TEXT.min))).toBeNull();
  });

  it('holds both sides of the maximum', () => {
    expect(freeTextProblem('а'.repeat(HAND_ORDER_TEXT.max))).toBeNull();
    expect(freeTextProblem('а'.repeat(HAND_ORDER_TEXT.max + 1))).toBe('tooLong');
  });
});

describe('cartAsText', () => {
  const lines = [
    makeLine({ count: 2 }),
    makeLine({
      id: 103,
      name: 'Капучино',
      englishName: 'Cappuccino',
      choiceName: 'Овсяное молоко',
      choiceEnglishName: 'Oat milk',
      count: 1,
    }),
  ];

  it('writes one line per cart line with its choice and count, in the locale', () => {
    expect(cartAsText(lines, 'ru')).toBe('Медовик × 2\nКапучино (Овсяное молоко) × 1');
    expect(cartAsText(lines, 'en')).toBe('Honey cake × 2\nCappuccino (Oat milk) × 1');
  });

  it('is empty for an empty cart', () => {
    expect(cartAsText([], 'ru')).toBe('');
  });
});
