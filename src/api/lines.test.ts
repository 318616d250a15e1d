// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LINE_FIELDS, lineNaming, readLineFields } from './lines';

/** Each field of a getCart line: the keys it is sent under, a raw value and what it reads as, and a value it cannot read. */
const FIELDS: [field: keyof typeof LINE_FIELDS, keys: string[], raw: unknown, read: unknown, bad: unknown][] =
  [
    ['id', ['id'], '103', 103, -1],
    ['name', ['name', 'pagetitle'], 'Капучино', 'Капучино', '  '],
    ['englishName', ['englishName', 'longtitle'], 'Cappuccino', 'Cappuccino', {}],
    ['img', ['img', 'file'], '/assets/img/products/103.webp', '/assets/img/products/103.webp', []],
    ['price', ['price'], '330', 330, -5],
    ['code', ['code'], 101, '101', {}],
    ['parent', ['parent'], '10', 10, 1.5],
    ['multiplicity', ['multiplicity'], '2', 2, 'two'],
    ['minimum', ['minimum'], 3, 3, 'three'],
    ['choiceName', ['choiceName'], 'Овсяное молоко', 'Овсяное молоко', {}],
    ['choiceEnglishName', ['choiceEnglishName'], 'Oat milk', 'Oat milk', 5],
  ];

const read = (raw: unknown) => readLineFields(raw, LINE_FIELDS);

describe('readLineFields: each field of a line on its own, under either naming', () => {
  it('covers every field of LINE_FIELDS', () => {
    expect(FIELDS.map(([field]) => field).sort()).toEqual(Object.keys(LINE_FIELDS).sort());
  });

  for (const [field, keys, raw, value, bad] of FIELDS) {
    describe(field, () => {
      for (const key of keys)
        it(`reads it under \`${key}\``, () => {
          expect(read({ [key]: raw })).toEqual({
            values: { [field]: value },
            unreadable: {},
            missing: Object.keys(LINE_FIELDS).filter((f) => f !== field),
          });
        });

      it('missing or null: not read, named missing', () => {
        for (const line of [{}, Object.fromEntries(keys.map((key) => [key, null]))]) {
          const { values, unreadable, missing } = read(line);
          expect(values).not.toHaveProperty(field);
          expect(unreadable).not.toHaveProperty(field);
          expect(missing).toContain(field);
        }
      });

      it('unreadable: not read, named with why; the other fields still read', () => {
        const { values, unreadable, missing } = read({ id: 7, price: 10, [keys[0]!]: bad });
        expect(values).not.toHaveProperty(field);
        expect(unreadable[field]).toMatch(new RegExp(`^${keys[0]}: Expected`));
        expect(missing).not.toContain(field);
        if (field !== 'id') expect(values.id).toBe(7);
        if (field !== 'price') expect(values.price).toBe(10);
      });
    });
  }

  it("takes the cart item's key first, and the product's when the item's cannot be read", () => {
    expect(read({ name: 'Капучино', pagetitle: 'Капучино (товар)' }).values.name).toBe('Капучино');
    expect(read({ name: '', pagetitle: 'Капучино (товар)' })).toMatchObject({
      values: { name: 'Капучино (товар)' },
      unreadable: {},
    });
    expect(read({ name: null, pagetitle: '' }).unreadable.name).toMatch(/^pagetitle: Expected a name/);
  });

  it('reads anything that is not an object as a line with no fields', () => {
    for (const raw of [null, 'x', 3, []])
      expect(read(raw)).toMatchObject({ values: {}, missing: Object.keys(LINE_FIELDS) });
  });
});

describe('lineNaming', () => {
  it('tells the naming by the keys sent (null is not sent)', () => {
    expect(lineNaming({ id: 1, name: 'a', img: '/a' })).toBe('item');
    expect(lineNaming({ id: 1, pagetitle: 'a', file: null })).toBe('product');
    expect(lineNaming({ name: 'a', longtitle: 'b' })).toBe('both');
    expect(lineNaming({ id: 1, name: null, price: 3 })).toBe('none');
    expect(lineNaming('junk')).toBe('none');
  });
});
