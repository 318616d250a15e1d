// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lineKey, type CartLine } from './cartLine';
import { applyServerCart, type ServerLine } from './cartRefresh';
import { makeLine } from '#tests/support/cartFixtures.ts';

/** A getCart line as a backend that speaks only SPEC.md sends it: no choice fields. */
const specCopy = (overrides: Partial<ServerLine> = {}): ServerLine => ({
  id: 103,
  name: 'Капучино',
  englishName: 'Cappuccino',
  img: 'https://api.test/103.jpg',
  code: 'CF-103',
  parent: 10,
  multiplicity: 1,
  minimum: 1,
  price: 290,
  ...overrides,
});
const refresh = (lines: CartLine[], server: ServerLine[]) =>
  applyServerCart(lines, new Set(lines.map(lineKey)), server);
const oat = makeLine({
  id: 103,
  parent: 10,
  count: 3,
  choice: true,
  choiceName: 'Овсяное молоко',
  choiceEnglishName: 'Oat milk',
  price: 340,
  choicePrice: 340,
  choiceCode: 'CF-103-OAT',
  code: 'CF-103-OAT',
});

describe('refresh against a server copy without choice fields', () => {
  it("keeps a line with a choice, matched on its id: count, choice, choice price and code stay; the rest is the server's", () => {
    const { lines, removed } = refresh([oat], [specCopy({ name: 'Капучино (новый)', minimum: 1 })]);
    expect(removed).toEqual([]);
    expect(lines).toEqual([
      { ...oat, name: 'Капучино (новый)', englishName: 'Cappuccino', img: 'https://api.test/103.jpg' },
    ]);
  });

  it('keeps two lines of one product with different choices, both matched on the id', () => {
    const cow = {
      ...oat,
      choiceName: 'Коровье молоко',
      choiceEnglishName: 'Cow milk',
      price: 290,
      choicePrice: 290,
      count: 1,
    };
    expect(refresh([oat, cow], [specCopy()]).lines.map((l) => [l.choiceName, l.count, l.price])).toEqual([
      ['Овсяное молоко', 3, 340],
      ['Коровье молоко', 1, 290],
    ]);
  });

  it('updates the price of a line without a choice', () => {
    const plain = makeLine({ id: 103, parent: 10, price: 250 });
    expect(refresh([plain], [specCopy({ price: 290 })]).lines[0]).toMatchObject({
      price: 290,
      code: 'CF-103',
    });
  });

  it("keeps the line's category when the copy has none", () => {
    const cake = makeLine({ id: 1186, parent: 1184, price: 2900 });
    expect(refresh([cake], [specCopy({ id: 1186, parent: undefined, price: 2500 })]).lines[0]).toMatchObject({
      parent: 1184,
      price: 2900,
    });
  });

  it('still drops a line whose id is not in the answer', () => {
    expect(refresh([oat], [specCopy({ id: 104 })])).toMatchObject({
      lines: [],
      removed: [oat],
      reason: 'missing',
    });
  });
});

describe('refresh against a server copy with choice fields', () => {
  it('matches on id and choice: the same choice updates, another choice of the id is missing', () => {
    const withOat = specCopy({
      choiceName: 'Овсяное молоко',
      choiceEnglishName: 'Oat milk (new)',
      price: 360,
    });
    expect(refresh([oat], [withOat]).lines[0]).toMatchObject({
      price: 360,
      choicePrice: 360,
      choiceEnglishName: 'Oat milk (new)',
      count: 3,
    });
    const withCow = specCopy({ choiceName: 'Коровье молоко', price: 290 });
    expect(refresh([oat], [withCow])).toMatchObject({ lines: [], reason: 'missing' });
  });

  it('an empty choice name is "no choice": it matches a plain line, not one with a choice', () => {
    const plain = makeLine({ id: 103, parent: 10, price: 250 });
    const copy = specCopy({ choiceName: '', price: 300 });
    expect(refresh([plain, oat], [copy])).toMatchObject({
      lines: [{ id: 103, choiceName: '', price: 300 }],
      removed: [oat],
    });
  });

  it("prefers the copy with the line's choice over a copy without choice fields", () => {
    const result = refresh(
      [oat],
      [specCopy({ price: 1 }), specCopy({ choiceName: 'Овсяное молоко', price: 360 })],
    );
    expect(result.lines[0]).toMatchObject({ price: 360 });
  });
});
