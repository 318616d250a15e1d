import { STEPPER_MAX } from './constants';

/** The bounds of a quantity stepper: minimum, maximum and step (SPEC.md section 5). */
export type StepRule = { min: number; max: number; step: number };

/** The stepper rule of a cart line: its minimum, its multiplicity as the step, 2000 at most. */
export function stepRuleOf(
  line: { minimum: number; multiplicity: number },
  max: number = STEPPER_MAX,
): StepRule {
  const min = Number.isFinite(line.minimum) ? Math.max(1, Math.floor(line.minimum)) : 1;
  const step = Number.isFinite(line.multiplicity) ? Math.max(1, Math.floor(line.multiplicity)) : 1;
  return { min, max: Math.max(min, Math.floor(max)), step };
}

/** The largest count on the rule's grid (min, min + step, …) that does not pass the maximum. */
export function largestCount(rule: StepRule): number {
  return rule.min + Math.floor((rule.max - rule.min) / rule.step) * rule.step;
}

/**
 * Puts any number on the rule's grid: below the minimum (or not a number) gives the minimum, past the
 * maximum gives the largest allowed count, between steps rounds up to the next step.
 */
export function snapCount(value: number, rule: StepRule): number {
  if (!Number.isFinite(value) || value <= rule.min) return rule.min;
  const top = largestCount(rule);
  if (value >= top) return top;
  return Math.min(top, rule.min + Math.ceil((value - rule.min) / rule.step) * rule.step);
}

/** A typed quantity: empty, letters, negative, fractional or below-minimum text resets to the minimum. */
export function parseCountInput(text: string, rule: StepRule): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return rule.min;
  return snapCount(Number(trimmed), rule);
}

/** Whether plus may add one more step without passing the maximum. */
export function canStepUp(count: number, rule: StepRule): boolean {
  return count + rule.step <= rule.max;
}

/** Whether minus may take one step away without going below the minimum. */
export function canStepDown(count: number, rule: StepRule): boolean {
  return count - rule.step >= rule.min;
}

/** Plus: one step more, never past the maximum. */
export function stepUp(count: number, rule: StepRule): number {
  return canStepUp(count, rule) ? count + rule.step : snapCount(count, rule);
}

/** Minus: one step less, never below the minimum. */
export function stepDown(count: number, rule: StepRule): number {
  return canStepDown(count, rule) ? count - rule.step : rule.min;
}
