import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addBlockOf,
  addLine,
  cartTypeOf,
  countPieces,
  piecesByProduct,
  lineChoiceName,
  lineFromProduct,
  lineKey,
  lineName,
  removeLine,
  setLineCount,
  type CartLine,
} from './cartLine';
import { makeLine } from '#tests/support/cartFixtures.ts';
import type { Product } from './types';

const { count: _count, ...dessert } = makeLine();
const oat = {
  ...dessert,
  id: 103,
  choice: true,
  choiceName: 'Овсяное молоко',
  choiceEnglishName: 'Oat milk',
  price: 400,
};
const cow = { ...oat, choiceName: 'Коровье молоко', choiceEnglishName: "Cow's milk", price: 330 };
const canape = { ...dessert, id: 1301, parent: 1866, price: 160, minimum: 12, multiplicity: 6 };

describe('adding lines', () => {
  it('starts a new line at the minimum', () => {
    expect(addLine([], dessert)).toEqual([{ ...dessert, count: 1 }]);
    expect(addLine([], canape)[0]?.count).toBe(12);
  });
  it('adds one step to the same id and choice instead of a new line', () => {
    const once = addLine([], oat);
    expect(addLine(once, oat)).toEqual([{ ...oat, count: 2 }]);
    expect(addLine(addLine([], canape), canape)[0]?.count).toBe(18);
  });
  it('adds another line for another choice of the same product', () => {
    const lines = addLine(addLine([], oat), cow);
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => l.choiceName)).toEqual(['Овсяное молоко', 'Коровье молоко']);
  });
  it('adds a given count (repeat order) and keeps it within 2000', () => {
    expect(addLine([], dessert, 3)[0]?.count).toBe(3);
    expect(addLine(addLine([], dessert, 3), dessert, 4)[0]?.count).toBe(7);
    expect(addLine(addLine([], dessert, 1999), dessert, 5)[0]?.count).toBe(2000);
  });
  it('keeps two different individual cakes (product 1185) as two lines', () => {
    const cake = { ...dessert, id: 1185, parent: 1184, indZakaz: 1 };
    const lines = addLine(addLine([], { ...cake, well: 'Медовый, 2 кг' }), {
      ...cake,
      well: 'Шоколадный, 3 кг',
    });
    expect(lines).toHaveLength(2);
  });
});

describe('counts', () => {
  it('count 0 deletes the line', () => {
    const lines = addLine(addLine([], dessert), oat);
    expect(setLineCount(lines, lineKey(dessert), 0)).toEqual([{ ...oat, count: 1 }]);
  });
  it('sets other counts on the stepper grid', () => {
    const lines = addLine([], canape);
    expect(setLineCount(lines, lineKey(canape), 20)[0]?.count).toBe(24);
    expect(setLineCount(lines, lineKey(canape), 5000)[0]?.count).toBe(1998);
  });
  it('counts pieces', () => {
    expect(countPieces(addLine(addLine([], canape), dessert, 3))).toBe(15);
  });
  it('counts pieces by product, its lines of every choice together', () => {
    expect(piecesByProduct([])).toEqual(new Map());
    const lines = [
      makeLine({ id: 7, count: 2 }),
      makeLine({ id: 8, count: 1 }),
      makeLine({ id: 7, choiceName: 'b', count: 3 }),
    ];
    expect(piecesByProduct(lines)).toEqual(
      new Map([
        [7, 5],
        [8, 1],
      ]),
    );
  });
});

describe('cart type', () => {
  it('is tnz when any line is in category 1184, else normal', () => {
    expect(cartTypeOf([])).toBe('normal');
    expect(cartTypeOf([makeLine()])).toBe('normal');
    expect(cartTypeOf([makeLine(), makeLine({ id: 1186, parent: 1184 })])).toBe('tnz');
  });
});

describe('what may join the cart', () => {
  const cake = makeLine({ id: 1186, parent: 1184 });
  const dish = makeLine({ id: 202, parent: 2 });
  it('takes anything into an empty cart', () => {
    expect(addBlockOf([], 2)).toBeNull();
    expect(addBlockOf([], 1184)).toBeNull();
  });
  it('takes only cakes to order into a cake-to-order cart', () => {
    expect(addBlockOf([cake], 1184)).toBeNull();
    expect(addBlockOf([cake], 2)).toBe('tnzCart');
    expect(addBlockOf([cake, dish], 2)).toBe('tnzCart');
  });
  it('takes no cake to order into a cart of dishes, and dishes freely', () => {
    expect(addBlockOf([dish], 1184)).toBe('dishesInCart');
    expect(addBlockOf([dish], 3)).toBeNull();
  });
});

describe('names', () => {
  it('shows names and choices in the locale, falling back to Russian', () => {
    expect(lineName(makeLine(), 'en')).toBe('Honey cake');
    expect(lineName(makeLine({ englishName: '' }), 'en')).toBe('Медовик');
    expect(lineChoiceName(oat, 'en')).toBe('Oat milk');
    expect(lineChoiceName(oat, 'ru')).toBe('Овсяное молоко');
    expect(lineChoiceName({ choiceName: 'Со сметаной' }, 'en')).toBe('Со сметаной');
  });
  it('builds a line from a product with its choice', () => {
    const product: Product = {
      id: 103,
      categoryId: 10,
      name: { ru: 'Капучино', en: 'Cappuccino' },
      description: { ru: '', en: '' },
      price: 330,
      weight: 300,
      unit: 'ml',
      image: '/i.svg',
      code: 'CF-103',
      minimum: 1,
      multiplicity: 1,
      notDiscount: false,
      popular: false,
      choices: [{ name: { ru: 'Овсяное молоко', en: 'Oat milk' }, price: 400, code: 'CF-103-OAT' }],
    };
    const line = lineFromProduct(product, {
      choice: product.choices[0],
      link: '/menyu/coffee/103',
      categoryNotDiscount: true,
    });
    expect(line).toMatchObject({
      price: 400,
      choice: true,
      choiceName: 'Овсяное молоко',
      choiceEnglishName: 'Oat milk',
      code: 'CF-103-OAT',
      not_discount_parent: 1,
      indZakaz: 0,
    });
    expect(lineFromProduct({ ...product, id: 1185 }, { link: '/x' })).toMatchObject({
      indZakaz: 1,
      choice: false,
      choiceName: '',
      price: 330,
    });
  });
});

describe('cart line properties', () => {
  const arbLine = fc.record({
    id: fc.integer({ min: 1, max: 40 }),
    choiceName: fc.constantFrom('', 'Овсяное молоко', 'Коровье молоко'),
    price: fc.integer({ min: 0, max: 5000 }),
    minimum: fc.integer({ min: 1, max: 12 }),
    multiplicity: fc.integer({ min: 1, max: 6 }),
  });
  const cart = fc
    .array(arbLine, { maxLength: 15 })
    .map((raw) => raw.reduce<CartLine[]>((lines, l) => addLine(lines, { ...dessert, ...l }), []));

  it('adding a new line then removing it restores the cart', () => {
    fc.assert(
      fc.property(cart, arbLine, (lines, l) => {
        const line = { ...dessert, ...l, id: 1000 + l.id };
        expect(removeLine(addLine(lines, line), lineKey(line))).toEqual(lines);
      }),
    );
  });

  it('adding to an existing line then setting its count back restores the cart', () => {
    fc.assert(
      fc.property(
        cart.filter((lines) => lines.length > 0),
        fc.nat(),
        (lines, pick) => {
          const target = lines[pick % lines.length] as CartLine;
          const { count, ...line } = target;
          const added = addLine(lines, line);
          expect(added).toHaveLength(lines.length);
          expect(setLineCount(added, lineKey(target), count)).toEqual(lines);
        },
      ),
    );
  });
});
