import { cartTypeOf, isCakeToOrder, lineKey, type CartLine } from './cartLine';
import { snapCount, stepRuleOf } from './stepper';

/** A line as getCart sends it back, in the shop's words (product fields of SPEC.md section 7). */
export type ServerLine = {
  id: number;
  choiceName: string;
  name: string;
  englishName: string;
  choiceEnglishName: string;
  img: string;
  code: string;
  parent: number;
  multiplicity: number;
  minimum: number;
  price: number;
};

export type RefreshResult = { lines: CartLine[]; removed: CartLine[]; reason: 'tnz' | 'missing' | null };

const serverKey = (line: { id: number; choiceName: string }) => `${line.id}|${line.choiceName}`;

/**
 * The refresh rules of SPEC.md section 4. Normal cart: lines the server no longer knows are dropped;
 * the others take the server's price (not for cakes to order, category 1184), image, names, code,
 * parent, multiplicity and minimum. A tnz cart keeps only its cakes to order.
 * Counts stay the customer's; lines added after the request was sent (`sentKeys`) are never dropped
 * as missing, so a late answer cannot undo a newer change.
 */
export function applyServerCart(current: readonly CartLine[], sentKeys: ReadonlySet<string>, server: readonly ServerLine[]): RefreshResult {
  const known = new Map(server.map((line) => [serverKey(line), line]));
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
    const fresh = known.get(serverKey(line));
    if (!fresh) {
      if (sentKeys.has(lineKey(line))) {
        removed.push(line);
        reason ??= 'missing';
      } else lines.push(line);
      continue;
    }
    const updated: CartLine = {
      ...line,
      price: isCakeToOrder(line) ? line.price : fresh.price,
      ...(line.choice && !isCakeToOrder(line) ? { choicePrice: fresh.price } : {}),
      img: fresh.img || line.img,
      name: fresh.name || line.name,
      englishName: fresh.englishName || line.englishName,
      ...(line.choiceName && fresh.choiceEnglishName ? { choiceEnglishName: fresh.choiceEnglishName } : {}),
      code: fresh.code || line.code,
      parent: fresh.parent,
      multiplicity: fresh.multiplicity,
      minimum: fresh.minimum,
    };
    lines.push({ ...updated, count: snapCount(line.count, stepRuleOf(updated)) });
  }
  return { lines, removed, reason };
}
