/**
 * Request bodies as the mock reads them: JSON, or form fields (`application/x-www-form-urlencoded`) with
 * PHP's bracket names (`cart[0][id]=701`), which is what `VITE_API_BODY=form` sends (src/api/client.ts)
 * and what PHP's `$_POST` understands. Form values arrive as strings; the handlers read numbers with
 * `Number` and strings with `field`, so both encodings give the same answers.
 */

type Tree = Record<string, unknown>;

/** `a[b][0]` → ['a', 'b', '0']; a name without brackets is one key. */
function keysOf(name: string): string[] {
  const head = name.indexOf('[');
  if (head <= 0 || !name.endsWith(']')) return [name];
  return [name.slice(0, head), ...name.slice(head + 1, -1).split('][')];
}

/** An object whose keys are exactly 0..n-1 is the list it was encoded from. */
function listsBack(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const tree = value as Tree;
  for (const key of Object.keys(tree)) tree[key] = listsBack(tree[key]);
  const keys = Object.keys(tree);
  return keys.length > 0 && keys.every((key, i) => key === String(i)) ? keys.map((key) => tree[key]) : tree;
}

/** Form fields with bracket names → nested objects and lists of strings. `x[]=` appends to a list. */
export function decodeForm(text: string): Tree {
  const root: Tree = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const keys = keysOf(name);
    let node: Tree = root;
    keys.forEach((key, i) => {
      const last = i === keys.length - 1;
      const slot = key === '' ? String(Object.keys(node).length) : key;
      if (last) node[slot] = value;
      else {
        const next = node[slot];
        node = next && typeof next === 'object' ? (next as Tree) : (node[slot] = {});
      }
    });
  }
  return listsBack(root) as Tree;
}

/** A raw body: JSON when it parses, form fields otherwise (`null` when there is none). */
export function parseBody(raw: unknown): unknown {
  if (typeof raw !== 'string' || raw === '') return raw ?? null;
  try {
    return JSON.parse(raw);
  } catch {
    return decodeForm(raw);
  }
}
