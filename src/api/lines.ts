import { string, validate, type Infer, type Struct } from 'superstruct';
import { Id, Int, maybe, Name, Num, Price, TextValue } from './schemas';

/**
 * SPEC.md section 3 names a line's name, English name and picture twice: as a **cart item** (`name`,
 * `englishName`, `img`) and as a **product** (`pagetitle`, `longtitle`, `file`), and does not say which
 * getCart sends. Every answer that carries lines (getCart's lines and gifts, check_promo's gift) is read
 * under either naming (DECISIONS.md section 6), here and nowhere else.
 */
export const LINE_NAMINGS = {
  item: { name: 'name', englishName: 'englishName', img: 'img' },
  product: { name: 'pagetitle', englishName: 'longtitle', img: 'file' },
} as const;

export type LineNaming = keyof typeof LINE_NAMINGS;

/** Field structs by the cart item's name of the field (any struct: what each reads into is its own). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fields = Record<string, Struct<any, any>>;

/** What readLineFields made of a line. */
export type LineFieldsRead<F extends Fields> = {
  /** Each field read, under the cart item's name; a field missing, null or unreadable is left out. */
  values: { [K in keyof F]?: Infer<F[K]> };
  /** The fields sent but unreadable, each with why (`price: Expected a price…`). */
  unreadable: { [K in keyof F]?: string };
  /** The fields sent under neither naming (or as null). */
  missing: (keyof F)[];
};

const productKey = (field: string): string | undefined =>
  (LINE_NAMINGS.product as Record<string, string>)[field];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * Reads each of `fields` of a raw line on its own (a pure function): a name or the picture under the cart
 * item's key, else the product's; null reads as absent. One unreadable field never takes the others down:
 * the caller keeps its own value for it (the cart's line, the gift it sent).
 */
export function readLineFields<F extends Fields>(raw: unknown, fields: F): LineFieldsRead<F> {
  const record = isRecord(raw) ? raw : {};
  const values: Record<string, unknown> = {};
  const unreadable: Record<string, string> = {};
  const missing: string[] = [];
  for (const [field, struct] of Object.entries(fields)) {
    const product = productKey(field);
    const keys = product ? [field, product] : [field];
    let problem: string | undefined;
    let sent = false;
    for (const key of keys) {
      const value = record[key];
      if (value === undefined || value === null) continue;
      sent = true;
      const [error, read] = validate(value, struct, { coerce: true });
      if (!error) {
        values[field] = read;
        problem = undefined;
        break;
      }
      problem ??= `${key}: ${error.message}`;
    }
    if (problem) unreadable[field] = problem;
    else if (!sent) missing.push(field);
  }
  return { values, unreadable, missing } as LineFieldsRead<F>;
}

/** Which naming a raw line uses: by the keys it sends (null counts as not sent). */
export function lineNaming(raw: unknown): LineNaming | 'both' | 'none' {
  const record = isRecord(raw) ? raw : {};
  const uses = (naming: LineNaming) =>
    Object.values(LINE_NAMINGS[naming]).some((key) => record[key] !== undefined && record[key] !== null);
  const item = uses('item');
  const product = uses('product');
  return item && product ? 'both' : item ? 'item' : product ? 'product' : 'none';
}

/**
 * A getCart line's fields in the shop's words. SPEC.md names all but the choice fields (ours: without
 * them the line is matched on its id alone).
 */
export const LINE_FIELDS = {
  id: Id,
  name: Name,
  englishName: TextValue,
  img: TextValue,
  price: Price,
  code: TextValue,
  parent: Int,
  multiplicity: Int,
  minimum: Int,
  choiceName: TextValue,
  choiceEnglishName: string(),
};

/** A gift's fields (SPEC.md section 3, "Present": `image` too in tiers). */
export const PRESENT_FIELDS = {
  id: Id,
  name: Name,
  englishName: TextValue,
  img: TextValue,
  image: TextValue,
  code: TextValue,
  choice: Num,
};

/**
 * `fields` as one superstruct schema with the names and the picture under both namings, every field but
 * `required` optional: the drift report's view of a line (tests/contract), which reads the app's schemas.
 */
export function underBothNamings<F extends Fields>(fields: F, required: readonly (keyof F)[]) {
  const entries = Object.entries(fields).flatMap(([field, struct]) => {
    const read = required.includes(field) ? struct : maybe(struct);
    const product = productKey(field);
    return product ? [[field, read] as const, [product, read] as const] : [[field, read] as const];
  });
  return Object.fromEntries(entries) as Record<string, Struct<unknown, unknown>>;
}
