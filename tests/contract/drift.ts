import { StructError, type Struct } from 'superstruct';

/**
 * The drift between an answer and the app's schema for it, generic over superstruct schemas: every field
 * a schema reads (`object`/`type` fields, array elements, and whatever else a struct's `entries` walks)
 * is looked up in the answer. A field that is absent (or null) is what the app would read as
 * - `required`: nothing — the schema fails there (the item or the whole answer is refused),
 * - `fallback`: the value its `defaulted`/`coerce` fallback gives,
 * - `optional`: `undefined` (an `optional` field, the code's own fallback).
 * `missing` says whether the field is absent wherever it could be (the backend never sends it) or only in
 * some items (it sends it where it applies: a product without choices).
 */
export type FieldDrift = {
  /** `catalogMenu[].childs[].leadTimeDays`: array elements as `[]`. */
  path: string;
  kind: 'required' | 'fallback' | 'optional';
  /** The value the app uses instead (kind `fallback`). */
  fallback?: unknown;
  /** In how many of the places it could be the field is absent, out of how many. */
  absent: number;
  of: number;
  /** Absent everywhere: the backend does not send this field at all. */
  missing: boolean;
};

/** Item schemas by list path (`cart[]`): any superstruct struct, whatever it reads into. */
export type ItemSchemas = Record<string, object>;

type Walk = {
  drift: Map<string, Omit<FieldDrift, 'of' | 'missing'>>;
  seen: Map<string, number>;
  /** Lists the app reads item by item (the schema says `array(unknown())`): the item schema per path (`cart[]`). */
  items: Record<string, Struct<unknown, unknown>>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** What the app reads where the answer has nothing: the field's own fallback, or none. */
function fallbackOf(
  field: Struct<unknown, unknown>,
  raw: null | undefined,
): Pick<FieldDrift, 'kind' | 'fallback'> | null {
  const [error, value] = field.validate(raw, { coerce: true });
  if (error) return { kind: 'required' };
  if (value === undefined) return { kind: 'optional' };
  // null accepted as null (a nullable field): the answer said "nothing", nothing is made up.
  if (raw === null && value === null) return null;
  return { kind: 'fallback', fallback: value };
}

function walk(value: unknown, struct: Struct<unknown, unknown>, path: string, state: Walk): void {
  const fields =
    (struct.type === 'object' || struct.type === 'type') && isRecord(struct.schema)
      ? (struct.schema as Record<string, Struct<unknown, unknown>>)
      : null;
  if (fields) {
    if (!isRecord(value)) return;
    for (const [key, field] of Object.entries(fields)) {
      const at = path ? `${path}.${key}` : key;
      state.seen.set(at, (state.seen.get(at) ?? 0) + 1);
      const raw = value[key];
      if (raw === undefined || raw === null) {
        const found = fallbackOf(field, raw);
        if (!found) continue;
        const known = state.drift.get(at);
        state.drift.set(at, { path: at, ...found, absent: (known?.absent ?? 0) + 1 });
      } else walk(raw, field, at, state);
    }
    return;
  }
  // Arrays, records, tuples and custom structs: their own walk of their children.
  if (!value || typeof value !== 'object') return;
  for (const [key, child, childStruct] of struct.entries(value, { branch: [value], path: [] })) {
    const at = struct.type === 'array' || Array.isArray(value) ? `${path}[]` : `${path}.${String(key)}`;
    walk(child, state.items[at] ?? (childStruct as Struct<unknown, unknown>), at, state);
  }
}

/**
 * Every field of `schema` that `answer` lacks, with what the app would use instead. `items` names the item
 * schema of lists the app checks one item at a time (tolerant reading: the answer's schema has them as
 * `array(unknown())`), by the list's path with `[]`: `{ 'cart[]': CartItemSchema }`.
 */
export function driftOf<T, S>(answer: unknown, schema: Struct<T, S>, items: ItemSchemas = {}): FieldDrift[] {
  const state: Walk = {
    drift: new Map(),
    seen: new Map(),
    items: items as Record<string, Struct<unknown, unknown>>,
  };
  walk(answer, schema as unknown as Struct<unknown, unknown>, '', state);
  return [...state.drift.values()].map((d) => {
    const of = state.seen.get(d.path) ?? d.absent;
    return { ...d, of, missing: d.absent === of };
  });
}

/** The schema's own verdict: the first failure as `path: message`, or null when the answer passes. */
export function schemaFailure<T, S>(answer: unknown, schema: Struct<T, S>): string | null {
  const [error] = schema.validate(answer, { coerce: true });
  if (!error) return null;
  return error instanceof StructError
    ? `${error.path.join('.') || '(root)'}: ${error.message}`
    : String(error);
}
