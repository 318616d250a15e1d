import type { CartLine } from '@/domain/cartLine';
import type { GiftTier } from '@/domain/gifts';

/** A cart line for tests: a 500 р. dessert unless told otherwise. */
export function makeLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 701,
    name: 'Медовик',
    englishName: 'Honey cake',
    count: 1,
    img: '/assets/img/products/701.webp',
    link: '/menyu/deserty/701',
    price: 500,
    choice: false,
    choiceName: '',
    code: 'DS-701',
    indZakaz: 0,
    parent: 16,
    not_discount: 0,
    not_discount_parent: 0,
    minimum: 1,
    multiplicity: 1,
    ...overrides,
  };
}

/** The lemonade tier of the fixtures: 3600 and more, reminder from 2200, one of three lemonades. */
export const lemonadeTier: GiftTier = {
  min: 3600,
  max: 1_000_000,
  minToats: 2200,
  choice: true,
  namePresent: { ru: 'Лимонад', en: 'LEMONADE' },
  list: [
    {
      id: 3001,
      name: 'Лимонад цитрус-мята',
      englishName: 'Citrus-mint lemonade',
      img: '/assets/img/presents/3001.webp',
      choice: 1,
      code: 'GIFT-3001',
    },
    {
      id: 3002,
      name: 'Лимонад клубника-базилик',
      englishName: 'Strawberry-basil lemonade',
      img: '/assets/img/presents/3002.webp',
      choice: 1,
      code: 'GIFT-3002',
    },
    {
      id: 3003,
      name: 'Лимонад маракуйя-апельсин',
      englishName: 'Passion fruit and orange lemonade',
      img: '/assets/img/presents/3003.webp',
      choice: 1,
      code: 'GIFT-3003',
    },
  ],
};
