import { cartTypeOf, isCakeToOrder, lineKey, type CartLine } from './cartLine';
import { snapCount, stepRuleOf } from './stepper';

/**
 * A line as getCart sends it back, in the shop's words. Only the id is sure: a field the server left out or
 * sent unreadable is absent, and the cart's line keeps its own value for it (DECISIONS.md section 6). The
 * choice fields are ours: a backend that speaks only SPEC.md leaves them out, and the line matches on its id.
 */
export type ServerLine = {
  id: number;
  /** Absent: the server did not say which choice this is (the line matches on its id). */
  choiceName?: string;
  name?: string;
  englishName?: string;
  choiceEnglishName?: string;
  img?: string;
  code?: string;
  parent?: number;
  multiplicity?: number;
  minimum?: number;
  price?: number;
};

/** `lines`: the same array as the cart's when the answer changed nothing in it (nothing to render again). */
export type RefreshResult = {
  lines: readonly CartLine[];
  removed: CartLine[];
  reason: 'tnz' | 'missing' | null;
};

const serverKey = (line: { id: number; choiceName: string }) => `${line.id}|${line.choiceName}`;

/**
 * The server's copy of a line: on id and choice when the answer carries the choice, on id alone when its
 * copy has no choice fields (a backend that speaks only SPEC.md).
 */
function serverCopyFinder(
  server: readonly ServerLine[],
): (line: CartLine) => { fresh: ServerLine; withChoice: boolean } | undefined {
  const byChoice = new Map<string, ServerLine>();
  const byId = new Map<number, ServerLine>();
  for (const line of server) {
    if (line.choiceName !== undefined) {
      if (!byChoice.has(serverKey({ id: line.id, choiceName: line.choiceName })))
        byChoice.set(serverKey({ id: line.id, choiceName: line.choiceName }), line);
    } else if (!byId.has(line.id)) byId.set(line.id, line);
  }
  return (line) => {
    const withChoice = byChoice.get(serverKey(line));
    if (withChoice) return { fresh: withChoice, withChoice: true };
    const onId = byId.get(line.id);
    return onId ? { fresh: onId, withChoice: false } : undefined;
  };
}

/**
 * The refresh rules of SPEC.md section 4. Normal cart: lines the server no longer knows are dropped;
 * the others take the server's price (not for cakes to order, category 1184), image, names, code,
 * parent, multiplicity and minimum: each one the copy has (a field it lacks keeps the line's own).
 * A tnz cart keeps only its cakes to order.
 * Counts stay the customer's; lines added after the request was sent (`sentKeys`) are never dropped
 * as missing, so a late answer cannot undo a newer change. A server copy without choice fields matches
 * on id; a line with a choice then keeps its choice, its price and its code (the copy's are the plain
 * product's) and takes the rest. A line the answer leaves as it was keeps its identity, and a cart it leaves as it was
 * is returned as it came, so an unchanged answer re-renders nothing.
 */
export function applyServerCart(
  current: readonly CartLine[],
  sentKeys: ReadonlySet<string>,
  server: readonly ServerLine[],
): RefreshResult {
  const findCopy = serverCopyFinder(server);
  const tnz = cartTypeOf(current) === 'tnz';
  const lines: CartLine[] = [];
  const removed: CartLine[] = [];
  let reason: RefreshResult['reason'] = null;
  for (const line of current) {
    if (tnz && !isCakeToOrder(line)) {
      removed.push(line);
      reason = 'tnz';
      continue;
    }
    const copy = findCopy(line);
    if (!copy) {
      if (sentKeys.has(lineKey(line))) {
        removed.push(line);
        reason ??= 'missing';
      } else lines.push(line);
      continue;
    }
    const { fresh, withChoice } = copy;
    // A copy without choice fields carries the plain product's price and code, not the choice's.
    const choiceUnknown = !withChoice && line.choice;
    const serverPrice = isCakeToOrder(line) || choiceUnknown ? undefined : fresh.price;
    const updated: CartLine = {
      ...line,
      price: serverPrice ?? line.price,
      ...(line.choice && serverPrice !== undefined ? { choicePrice: serverPrice } : {}),
      img: fresh.img || line.img,
      name: fresh.name || line.name,
      englishName: fresh.englishName || line.englishName,
      ...(line.choiceName && withChoice && fresh.choiceEnglishName
        ? { choiceEnglishName: fresh.choiceEnglishName }
        : {}),
      code: choiceUnknown ? line.code : fresh.code || line.code,
      parent: fresh.parent ?? line.parent,
      multiplicity: fresh.multiplicity ?? line.multiplicity,
      minimum: fresh.minimum ?? line.minimum,
    };
    const next = { ...updated, count: snapCount(line.count, stepRuleOf(updated)) };
    lines.push(sameFields(next, line) ? line : next);
  }
  const unchanged = lines.length === current.length && lines.every((line, i) => line === current[i]);
  return { lines: unchanged ? current : lines, removed, reason };
}

/** Whether two lines have the same value in every field (a field left out and one set to undefined alike). */
function sameFields(a: CartLine, b: CartLine): boolean {
  const fields = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof CartLine)[]);
  return [...fields].every((field) => Object.is(a[field], b[field]));
}
