import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STEPPER_MAX } from './constants';
import {
  canStepDown,
  canStepUp,
  largestCount,
  parseCountInput,
  snapCount,
  stepDown,
  stepRuleOf,
  stepUp,
} from './stepper';

const plain = stepRuleOf({ minimum: 1, multiplicity: 1 });
const canape = stepRuleOf({ minimum: 12, multiplicity: 6 });

describe('stepper rule', () => {
  it('takes the minimum, the multiplicity as step and 2000 as maximum', () => {
    expect(plain).toEqual({ min: 1, max: 2000, step: 1 });
    expect(canape).toEqual({ min: 12, max: 2000, step: 6 });
  });
  it('repairs a broken minimum or multiplicity', () => {
    expect(stepRuleOf({ minimum: 0, multiplicity: 0 })).toEqual({ min: 1, max: 2000, step: 1 });
    expect(stepRuleOf({ minimum: Number.NaN, multiplicity: -3 })).toEqual({ min: 1, max: 2000, step: 1 });
  });
  it('finds the largest count on the grid within 2000', () => {
    expect(largestCount(plain)).toBe(2000);
    expect(largestCount(canape)).toBe(1998);
  });
});

describe('plus and minus', () => {
  it('minus stops at the minimum: one above steps down, the minimum stays', () => {
    expect(canStepDown(2, plain)).toBe(true);
    expect(stepDown(2, plain)).toBe(1);
    expect(canStepDown(1, plain)).toBe(false);
    expect(stepDown(1, plain)).toBe(1);
    expect(canStepDown(18, canape)).toBe(true);
    expect(stepDown(18, canape)).toBe(12);
    expect(canStepDown(12, canape)).toBe(false);
    expect(stepDown(12, canape)).toBe(12);
  });
  it('plus stops at 2000: 1999 goes to 2000, 2000 stays', () => {
    expect(canStepUp(1999, plain)).toBe(true);
    expect(stepUp(1999, plain)).toBe(2000);
    expect(canStepUp(2000, plain)).toBe(false);
    expect(stepUp(2000, plain)).toBe(2000);
  });
  it('plus moves by the multiplicity and never passes 2000', () => {
    expect(stepUp(12, canape)).toBe(18);
    expect(canStepUp(1992, canape)).toBe(true);
    expect(stepUp(1992, canape)).toBe(1998);
    expect(canStepUp(1998, canape)).toBe(false);
    expect(stepUp(1998, canape)).toBe(1998);
  });
});

describe('typed values', () => {
  it('empty, letters and negative numbers reset to the minimum', () => {
    for (const text of ['', '   ', 'abc', '-5', '-1', '1e3', '3.5', '12abc', '+4']) {
      expect(parseCountInput(text, plain), text).toBe(1);
      expect(parseCountInput(text, canape), text).toBe(12);
    }
  });
  it('below the minimum resets to the minimum; the minimum itself is kept', () => {
    expect(parseCountInput('0', plain)).toBe(1);
    expect(parseCountInput('11', canape)).toBe(12);
    expect(parseCountInput('12', canape)).toBe(12);
  });
  it('keeps a value on the grid, rounds a value between steps up to the next step', () => {
    expect(parseCountInput(' 7 ', plain)).toBe(7);
    expect(parseCountInput('18', canape)).toBe(18);
    expect(parseCountInput('13', canape)).toBe(18);
  });
  it('caps at 2000: 2000 stays, 2001 becomes 2000', () => {
    expect(parseCountInput('2000', plain)).toBe(2000);
    expect(parseCountInput('2001', plain)).toBe(2000);
    expect(parseCountInput('99999999', canape)).toBe(1998);
  });
});

describe('stepper properties', () => {
  const rules = fc
    .record({ minimum: fc.integer({ min: 1, max: 50 }), multiplicity: fc.integer({ min: 1, max: 12 }) })
    .map((l) => stepRuleOf(l));
  it('any number snaps onto the grid, within min..2000', () => {
    fc.assert(
      fc.property(rules, fc.double({ noNaN: false }), (rule, value) => {
        const count = snapCount(value, rule);
        expect(count).toBeGreaterThanOrEqual(rule.min);
        expect(count).toBeLessThanOrEqual(STEPPER_MAX);
        expect((count - rule.min) % rule.step).toBe(0);
      }),
    );
  });
  it('any text gives a count within min..2000', () => {
    fc.assert(
      fc.property(rules, fc.string(), (rule, text) => {
        const count = parseCountInput(text, rule);
        expect(count).toBeGreaterThanOrEqual(rule.min);
        expect(count).toBeLessThanOrEqual(STEPPER_MAX);
      }),
    );
  });
});
