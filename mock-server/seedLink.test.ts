import { describe, expect, it } from 'vitest';
import { decodeSeed, encodeSeed, pageLink } from './seedLink';

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

  it("names the page with the new query; in the demo, through its folder's home", () => {
    const at = new URL('http://host/shop/en/o-nas?scenario=empty-cart&x=1');
    expect(pageLink(at, 'qa', 'abc')).toBe('http://host/shop/en/o-nas?x=1&qa=abc');
    expect(pageLink(at, 'scenario', 'stop-delivery', '/shop/')).toBe(
      'http://host/shop/?x=1&scenario=stop-delivery#/en/o-nas',
    );
    expect(pageLink(new URL('http://host/shop/'), 'qa', 'abc', '/shop/')).toBe('http://host/shop/?qa=abc#/');
  });
});
