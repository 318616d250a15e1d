import { describe, expect, it } from 'vitest';
import { createDb } from '../db';
import { findScenario } from './index';

type Line = { id: number; price: number; count: number; parent: number };
const seeded = (name: string) => {
  const scenario = findScenario(name);
  expect(scenario.name).toBe(name);
  return scenario.seedLocalStorage?.(createDb()) ?? {};
};
const cart = (name: string) => JSON.parse(seeded(name).cart ?? '[]') as Line[];
const sum = (lines: Line[]) => lines.reduce((s, l) => s + l.price * l.count, 0);

describe('cart scenarios for QA', () => {
  it('gift-boundary seeds a cart of exactly 3600', () => {
    expect(sum(cart('gift-boundary'))).toBe(3600);
  });
  it('below-gift seeds a cart just below 3600 and at least 2200', () => {
    const total = sum(cart('below-gift'));
    expect(total).toBeLessThan(3600);
    expect(total).toBeGreaterThanOrEqual(2200);
  });
  it('tnz-cart seeds cakes to order only', () => {
    const lines = cart('tnz-cart');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.parent === 1184)).toBe(true);
  });
  it('used-promo marks PODAROK as used and seeds a cart above 1500', () => {
    expect(seeded('used-promo').promoPresent).toBe('PODAROK');
    expect(sum(cart('used-promo'))).toBeGreaterThanOrEqual(1500);
  });
  it('seeds complete lines of fixture products', () => {
    for (const line of cart('gift-boundary'))
      expect(line).toMatchObject({
        name: expect.any(String),
        englishName: expect.any(String),
        img: expect.stringMatching(/^\/assets/),
        minimum: 1,
        multiplicity: 1,
      });
  });
});
