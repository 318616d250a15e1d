import { describe, expect, it } from 'vitest';
import { lineKey } from './cartLine';
import { applyServerCart, type ServerLine } from './cartRefresh';
import { makeLine } from '#tests/support/cartFixtures.ts';

const server = (overrides: Partial<ServerLine> = {}): ServerLine => ({
  id: 701,
  choiceName: '',
  name: 'Медовик',
  englishName: 'Honey cake',
  choiceEnglishName: '',
  img: '/new.svg',
  code: 'DS-701',
  parent: 16,
  multiplicity: 1,
  minimum: 1,
  price: 420,
  ...overrides,
});
const keys = (...lines: { id: number; choiceName: string; well?: string }[]) => new Set(lines.map(lineKey));

describe('refresh of a normal cart', () => {
  it('updates price, image, names, code, parent, multiplicity and minimum; keeps the count', () => {
    const line = makeLine({ count: 3 });
    const { lines, removed } = applyServerCart([line], keys(line), [
      server({
        name: 'Медовик (новый)',
        englishName: 'New honey cake',
        code: 'X',
        minimum: 2,
        multiplicity: 1,
      }),
    ]);
    expect(removed).toEqual([]);
    expect(lines[0]).toMatchObject({
      price: 420,
      img: '/new.svg',
      name: 'Медовик (новый)',
      englishName: 'New honey cake',
      code: 'X',
      minimum: 2,
      count: 3,
    });
  });
  it("a copy with only its id keeps the line whole: every field it lacks stays the line's own", () => {
    const line = makeLine({ count: 2, multiplicity: 2, minimum: 2, choice: true, choicePrice: 500 });
    const { lines, removed } = applyServerCart([line], keys(line), [{ id: 701, choiceName: '' }]);
    expect(removed).toEqual([]);
    expect(lines[0]).toBe(line);
  });
  it("a copy with some fields: those update, the others stay the line's own", () => {
    const line = makeLine({ count: 3, multiplicity: 3, minimum: 3 });
    const { lines } = applyServerCart([line], keys(line), [{ id: 701, choiceName: '', price: 450 }]);
    expect(lines[0]).toEqual({ ...line, price: 450 });
  });
  it('raises a count below a new minimum', () => {
    const line = makeLine({ count: 1 });
    expect(applyServerCart([line], keys(line), [server({ minimum: 2 })]).lines[0]?.count).toBe(2);
  });
  it('drops lines missing from the answer', () => {
    const a = makeLine();
    const b = makeLine({ id: 999 });
    const result = applyServerCart([a, b], keys(a, b), [server()]);
    expect(result.lines.map((l) => l.id)).toEqual([701]);
    expect(result.removed.map((l) => l.id)).toEqual([999]);
    expect(result.reason).toBe('missing');
  });
  it('keeps lines added after the request was sent', () => {
    const a = makeLine();
    const late = makeLine({ id: 555 });
    expect(applyServerCart([a, late], keys(a), [server()]).lines.map((l) => l.id)).toEqual([701, 555]);
  });
  it('matches lines by id and choice, and updates the choice price', () => {
    const oat = makeLine({
      id: 103,
      choice: true,
      choiceName: 'Овсяное молоко',
      price: 400,
      choicePrice: 400,
    });
    const cow = makeLine({ id: 103, choice: true, choiceName: 'Коровье молоко', price: 330 });
    const result = applyServerCart([oat, cow], keys(oat, cow), [
      server({ id: 103, choiceName: 'Овсяное молоко', choiceEnglishName: 'Oat milk', price: 410 }),
    ]);
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({ price: 410, choicePrice: 410, choiceEnglishName: 'Oat milk' });
  });
  it('returns the cart as it came when the answer changes nothing in it (nothing to render again)', () => {
    const a = makeLine({ price: 420, img: '/new.svg', code: 'DS-701' });
    const b = makeLine({ id: 702, price: 420, img: '/new.svg', code: 'DS-701', count: 2 });
    const cart = [a, b];
    const result = applyServerCart(cart, keys(a, b), [server(), server({ id: 702 })]);
    expect(result.lines).toBe(cart);
    expect(result.removed).toEqual([]);
  });
  it('gives a changed line a new object and keeps the others as they were', () => {
    const same = makeLine({ price: 420, img: '/new.svg', code: 'DS-701' });
    const dearer = makeLine({ id: 702, price: 420, img: '/new.svg', code: 'DS-701' });
    const cart = [same, dearer];
    const result = applyServerCart(cart, keys(same, dearer), [server(), server({ id: 702, price: 450 })]);
    expect(result.lines).not.toBe(cart);
    expect(result.lines[0]).toBe(same);
    expect(result.lines[1]).not.toBe(dearer);
    expect(result.lines[1]?.price).toBe(450);
    expect(cart[1]?.price).toBe(420);
  });
  it('a line the answer drops makes a new cart even when the rest is as it was', () => {
    const kept = makeLine({ price: 420, img: '/new.svg', code: 'DS-701' });
    const gone = makeLine({ id: 999 });
    const result = applyServerCart([kept, gone], keys(kept, gone), [server()]);
    expect(result.lines).toEqual([kept]);
    expect(result.lines[0]).toBe(kept);
  });
  it('keeps the price of a cake to order (category 1184)', () => {
    const cake = makeLine({ id: 1185, parent: 1184, price: 7800, well: 'Медовый, 2 кг' });
    expect(
      applyServerCart([cake], keys(cake), [server({ id: 1185, parent: 1184, price: 3900 })]).lines[0]?.price,
    ).toBe(7800);
  });
});

describe('refresh of a tnz cart', () => {
  it('removes every line outside category 1184', () => {
    const cake = makeLine({ id: 1186, parent: 1184, price: 2900 });
    const coffee = makeLine({ id: 101, parent: 10 });
    const result = applyServerCart([coffee, cake], keys(coffee, cake), [
      server({ id: 101, parent: 10 }),
      server({ id: 1186, parent: 1184, price: 2900 }),
    ]);
    expect(result.lines.map((l) => l.id)).toEqual([1186]);
    expect(result.removed.map((l) => l.id)).toEqual([101]);
    expect(result.reason).toBe('tnz');
  });
});
