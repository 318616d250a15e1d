import { describe, expect, it } from 'vitest';
import {
  giftNameInText,
  giftReminder,
  giftsStoppedByCategories,
  presentName,
  tierFor,
  tierGiftsAllowed,
  tierPresents,
} from './gifts';
import { lemonadeTier, makeLine } from '#tests/support/cartFixtures.ts';

describe('gift tier by total', () => {
  it('3599 gets no gift, 3600 gets the lemonade tier, both bounds included', () => {
    expect(tierFor([lemonadeTier], 3599)).toBeNull();
    expect(tierFor([lemonadeTier], 3600)).toBe(lemonadeTier);
    expect(tierFor([lemonadeTier], 3601)).toBe(lemonadeTier);
    expect(tierFor([lemonadeTier], 1_000_000)).toBe(lemonadeTier);
    expect(tierFor([lemonadeTier], 1_000_001)).toBeNull();
  });
  it('without tiers there is no gift', () => {
    expect(tierFor([], 99999)).toBeNull();
  });
});

describe('the reminder toast', () => {
  it('2199 says nothing, 2200 says 1400 more, 3599 says 1 more, 3600 says nothing (the gift is there)', () => {
    expect(giftReminder([lemonadeTier], 2199)).toBeNull();
    expect(giftReminder([lemonadeTier], 2200)).toEqual({ tier: lemonadeTier, missing: 1400 });
    expect(giftReminder([lemonadeTier], 2201)?.missing).toBe(1399);
    expect(giftReminder([lemonadeTier], 3599)?.missing).toBe(1);
    expect(giftReminder([lemonadeTier], 3600)).toBeNull();
  });
  it('looks at the nearest tier above the total', () => {
    const small = { ...lemonadeTier, min: 2000, max: 2999, minToats: 1500 };
    expect(giftReminder([lemonadeTier, small], 1600)).toEqual({ tier: small, missing: 400 });
    expect(giftReminder([lemonadeTier, small], 2500)).toBeNull();
    expect(giftReminder([lemonadeTier, small], 3000)).toEqual({ tier: lemonadeTier, missing: 600 });
  });
});

describe('when gifts are given', () => {
  const ok = {
    delivery: 'dostavka' as const,
    cartType: 'normal' as const,
    stopPresents: false,
    discountPromo: false,
  };
  it('needs delivery, a normal cart, gifts not stopped and no discount promo', () => {
    expect(tierGiftsAllowed(ok)).toBe(true);
    expect(tierGiftsAllowed({ ...ok, delivery: 'pickup' })).toBe(false);
    expect(tierGiftsAllowed({ ...ok, cartType: 'tnz' })).toBe(false);
    expect(tierGiftsAllowed({ ...ok, stopPresents: true })).toBe(false);
    expect(tierGiftsAllowed({ ...ok, discountPromo: true })).toBe(false);
  });
  it('categories 924, 939 and 971 stop gifts; others do not', () => {
    for (const parent of [924, 939, 971])
      expect(giftsStoppedByCategories([makeLine(), makeLine({ id: 9, parent })]), String(parent)).toBe(true);
    for (const parent of [10, 16, 1866, 1546, 1184, 923, 940, 970, 972])
      expect(giftsStoppedByCategories([makeLine({ parent })]), String(parent)).toBe(false);
  });
});

describe('the chosen gift', () => {
  it('preselects the first gift, keeps a chosen one, gives none for "No gift"', () => {
    expect(tierPresents(lemonadeTier, null).map((p) => p.id)).toEqual([3001]);
    expect(tierPresents(lemonadeTier, 3002).map((p) => p.id)).toEqual([3002]);
    expect(tierPresents(lemonadeTier, 'none')).toEqual([]);
  });
  it('falls back to the first when the chosen gift is no longer offered', () => {
    expect(tierPresents(lemonadeTier, 9999).map((p) => p.id)).toEqual([3001]);
  });
  it('gives the whole list of a tier without choice', () => {
    expect(tierPresents({ ...lemonadeTier, choice: false }, 'none')).toHaveLength(3);
  });
  it('names gifts in the locale', () => {
    expect(presentName(lemonadeTier.list[0]!, 'en')).toBe('Citrus-mint lemonade');
    expect(presentName(lemonadeTier.list[0]!, 'ru')).toBe('Лимонад цитрус-мята');
  });
});

describe('giftNameInText', () => {
  it('says "lemonade" where the data shouts LEMONADE, in either language', () => {
    expect(giftNameInText({ ru: 'ЛИМОНАД', en: 'LEMONADE' }, 'en')).toBe('lemonade');
    expect(giftNameInText({ ru: 'ЛИМОНАД', en: 'LEMONADE' }, 'ru')).toBe('лимонад');
  });
  it('keeps a name in ordinary case, and falls back to Russian when there is no English', () => {
    expect(giftNameInText({ ru: 'Лимонад', en: 'Citrus-mint Lemonade' }, 'en')).toBe('Citrus-mint Lemonade');
    expect(giftNameInText({ ru: 'Лимонад', en: '' }, 'en')).toBe('Лимонад');
    expect(giftNameInText({ ru: 'Лимонад', en: 'Lemonade' }, 'ru')).toBe('Лимонад');
  });
  it('keeps a one-letter or letterless name (nothing to lower)', () => {
    expect(giftNameInText({ ru: 'A', en: 'A' }, 'en')).toBe('A');
    expect(giftNameInText({ ru: '7UP', en: '7UP' }, 'en')).toBe('7up');
    expect(giftNameInText({ ru: '№1', en: '№1' }, 'en')).toBe('№1');
  });
});
