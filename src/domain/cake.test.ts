import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAKE_DESCRIPTION_MAX,
  CAKE_DESCRIPTION_MIN,
  addDays,
  cakeLinePrice,
  describeOptions,
  earliestCakeDate,
  formatKg,
  latestCakeDate,
  toIsoDate,
  validateIndividualCake,
  type IndividualCakeForm,
} from './cake';
import { isCompletePhone } from './phone';

const today = new Date(2026, 10, 20); // 20 Nov 2026
const weights = [1.5, 2, 3];
const valid: IndividualCakeForm = {
  description: 'Два яруса, ягоды и надпись',
  weight: 2,
  date: '2026-11-25',
  name: 'Анна',
  phone: '+7 (999) 123-45-67',
};

describe('cakeLinePrice', () => {
  it('is the price per kg times the weight', () => {
    expect(cakeLinePrice(2900, 1)).toBe(2900);
    expect(cakeLinePrice(2900, 1.5)).toBe(4350);
    expect(cakeLinePrice(3900, 2)).toBe(7800);
  });
  it('rounds to whole rubles', () => {
    expect(cakeLinePrice(3333, 1.5)).toBe(5000);
  });
  it('grows with the weight (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20000 }), fc.integer({ min: 1, max: 20 }), (price, halves) => {
        expect(cakeLinePrice(price, (halves + 1) / 2)).toBeGreaterThanOrEqual(
          cakeLinePrice(price, halves / 2),
        );
      }),
    );
  });
});

describe('dates', () => {
  it('formats local dates without a time-zone shift', () => {
    expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(toIsoDate(addDays(new Date(2026, 11, 30), 3))).toBe('2027-01-02');
  });
  it('the earliest date is the lead time ahead, at least tomorrow', () => {
    expect(earliestCakeDate(today, 5)).toBe('2026-11-25');
    expect(earliestCakeDate(today, 0)).toBe('2026-11-21');
    expect(earliestCakeDate(today, undefined)).toBe('2026-11-21');
  });
  it('the latest date is half a year ahead', () => {
    expect(latestCakeDate(today)).toBe('2027-05-19');
  });
});

describe('formatKg', () => {
  it('writes a decimal comma in Russian and a point in English', () => {
    expect(formatKg(1.5, 'ru')).toBe('1,5');
    expect(formatKg(1.5, 'en')).toBe('1.5');
    expect(formatKg(2, 'ru')).toBe('2');
  });
});

describe('isCompletePhone (shared by the cake, franchise and account forms)', () => {
  it('needs all eleven digits', () => {
    expect(isCompletePhone('+7 (999) 123-45-67')).toBe(true);
    expect(isCompletePhone('+7 (999) 123-45-6')).toBe(false);
    expect(isCompletePhone('+7 (')).toBe(false);
    expect(isCompletePhone('8 (999) 123-45-67')).toBe(false);
  });
});

describe('validateIndividualCake', () => {
  const check = (patch: Partial<IndividualCakeForm>) =>
    validateIndividualCake({ ...valid, ...patch }, { today, leadTimeDays: 5, weights });

  it('accepts a complete form', () => {
    expect(check({})).toEqual({});
  });
  it('needs a description of at least 10 characters and at most 1000', () => {
    expect(check({ description: '   ' }).description).toBe('required');
    expect(check({ description: 'x'.repeat(CAKE_DESCRIPTION_MIN - 1) }).description).toBe('short');
    expect(check({ description: 'x'.repeat(CAKE_DESCRIPTION_MIN) }).description).toBeUndefined();
    expect(check({ description: 'x'.repeat(CAKE_DESCRIPTION_MAX) }).description).toBeUndefined();
    expect(check({ description: 'x'.repeat(CAKE_DESCRIPTION_MAX + 1) }).description).toBe('long');
  });
  it('needs one of the offered weights', () => {
    expect(check({ weight: null }).weight).toBe('required');
    expect(check({ weight: 7 }).weight).toBe('invalid');
    expect(check({ weight: 1.5 }).weight).toBeUndefined();
  });
  it('takes dates from the lead time on, and not past half a year', () => {
    expect(check({ date: '' }).date).toBe('required');
    expect(check({ date: '25.11.2026' }).date).toBe('invalid');
    expect(check({ date: '2026-11-24' }).date).toBe('early');
    expect(check({ date: '2026-11-25' }).date).toBeUndefined();
    expect(check({ date: '2027-05-19' }).date).toBeUndefined();
    expect(check({ date: '2027-05-20' }).date).toBe('late');
  });
  it('needs a name of two letters and a complete phone', () => {
    expect(check({ name: '' }).name).toBe('required');
    expect(check({ name: 'А' }).name).toBe('short');
    expect(check({ name: 'Ан' }).name).toBeUndefined();
    expect(check({ phone: '+7 (' }).phone).toBe('required');
    expect(check({ phone: '+7 (999) 12' }).phone).toBe('invalid');
  });
});

describe('describeOptions', () => {
  it('joins label and value pairs, leaving out empty values', () => {
    expect(
      describeOptions([
        ['Вес', '2 кг'],
        ['Надпись', '  '],
        ['Начинка', 'Медовый'],
      ]),
    ).toBe('Вес: 2 кг; Начинка: Медовый');
    expect(describeOptions([])).toBe('');
  });
});
