import { validate, type Struct } from 'superstruct';

/** A few words naming a raw item in a warning: its id and name when it has them. */
function describeItem(item: unknown): string {
  if (!item || typeof item !== 'object') return JSON.stringify(item) ?? String(item);
  const record = item as Record<string, unknown>;
  const name = record.pagetitle ?? record.name ?? record.title_ru;
  return [
    record.id !== undefined ? `id ${JSON.stringify(record.id)}` : 'no id',
    typeof name === 'string' && name.trim() ? `«${name}»` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Reads the items of one list of an answer one by one (tolerant reading, DECISIONS.md section 6): an item
 * its schema refuses is dropped with a console warning naming the endpoint, the list and the item; the
 * rest is used. One bad item never takes a page down.
 */
export function readItems<T>(
  items: readonly unknown[],
  schema: Struct<T, unknown>,
  endpoint: string,
  field: string,
): T[] {
  const out: T[] = [];
  items.forEach((item, index) => {
    const value = readItem(item, schema, endpoint, `${field}.${index}`);
    if (value !== undefined) out.push(value);
  });
  return out;
}

/** Reads one item; undefined (and a console warning) when its schema refuses it. */
export function readItem<T>(
  item: unknown,
  schema: Struct<T, unknown>,
  endpoint: string,
  where: string,
): T | undefined {
  const [error, value] = validate(item, schema, { coerce: true });
  if (!error) return value;
  const reason = error.message.replace(/^At path: .*? -- /, '');
  warnDropped(endpoint, where, item, `${error.path.join('.') || '(item)'}: ${reason}`);
  return undefined;
}

/** The console warning for an item left out of an answer, and why (`price: Expected…`). */
export function warnDropped(endpoint: string, where: string, item: unknown, why: string): void {
  console.warn(`${endpoint}: dropped ${where} (${describeItem(item)}): ${why}`);
}

/** The console warning for an item used without some of its fields: the shop's own value stays for each. */
export function warnKept(
  endpoint: string,
  where: string,
  item: unknown,
  why: Record<string, string | undefined>,
): void {
  const fields = Object.keys(why).filter((field) => why[field]);
  if (!fields.length) return;
  console.warn(
    `${endpoint}: kept the shop's own ${fields.join(', ')} of ${where} (${describeItem(item)}): ${fields.map((field) => why[field]).join('; ')}`,
  );
}
