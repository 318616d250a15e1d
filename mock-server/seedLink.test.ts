import { describe, expect, it } from 'vitest';
import { decodeSeed, encodeSeed } from './seedLink';

describe('QA state links', () => {
  it('round-trips scenario, cart and promo state, Cyrillic included', () => {
    const state = {
      v: 1 as const,
      scenario: 'stop-delivery',
      local: { cart: '[{"id":101,"name":"Капучино"}]' },
      session: { initPromo: 'SKIDKA10' },
    };
    expect(decodeSeed(encodeSeed(state))).toEqual(state);
  });
  it('keeps only known keys and rejects garbage', () => {
    const state = {
      v: 1,
      scenario: 'default',
      local: { cart: '[]', auth: 'secret' },
      session: { promoType: '{}', other: 'x' },
    };
    expect(decodeSeed(encodeSeed(state as never))).toEqual({
      v: 1,
      scenario: 'default',
      local: { cart: '[]' },
      session: { promoType: '{}' },
    });
    expect(decodeSeed('%%%')).toBeUndefined();
    expect(decodeSeed(encodeSeed({ v: 2 } as never))).toBeUndefined();
  });
});
