// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import ru from './messages/ru.json';

const UNITS = String.raw`(?:р\.|%|кг|г|мл|км|млн|мин|минут|минуты|дня|дней|шт\.|kg|g|ml|km|min|minutes|days?|pcs)`;
/** A number or a `{placeholder}` and its unit with an ordinary (breakable) space between them. */
const brokenUnit = new RegExp(String.raw`(?:\d|\{\w+\}) ${UNITS}(?=[\s.,;:!?)»}]|$)`, 'u');
/** Russian thousands written with a breakable space (`3 600`). */
const brokenThousands = /\d \d{3}(?!\d)/u;
/** A hyphen-minus as a sign (`-10 %`, `-{sum}`): discounts take the minus sign U+2212. */
const hyphenSign = /(?:^|[\s(])-(?:\d|\{\w+\})/u;

const offenders = (catalogue: Record<string, string>, ...patterns: RegExp[]) =>
  Object.entries(catalogue)
    .filter(([, text]) => patterns.some((p) => p.test(text)))
    .map(([id]) => id);

describe('typography of the catalogues', () => {
  it('keeps a number with its unit and its thousands on one line in Russian (no-break spaces)', () => {
    expect(offenders(ru, brokenUnit, brokenThousands, hyphenSign)).toEqual([]);
  });
  it('keeps a number with its unit in English, and writes 10% without a space', () => {
    expect(offenders(en, brokenUnit, hyphenSign, /(?:\d|\{\w+\})[ \u00A0]%/u)).toEqual([]);
  });
  it('the checks catch what they are for', () => {
    expect(
      ['3 600 р.', '{weight} кг', 'скидка 10 %', '-10 %', '{count} шт.'].map((t) =>
        [brokenUnit, brokenThousands, hyphenSign].some((p) => p.test(t)),
      ),
    ).toEqual([true, true, true, true, true]);
    expect(
      ['3\u202F600\u00A0р.', '{weight}\u00A0кг', '−10\u00A0%', 'с 9:00 до 22:00', '+7 (495)'].map((t) =>
        [brokenUnit, brokenThousands, hyphenSign].some((p) => p.test(t)),
      ),
    ).toEqual([false, false, false, false, false]);
  });
});
