import { CAKE_TO_ORDER_CATEGORY_ID, INDIVIDUAL_CAKE_PRODUCT_ID } from './constants';
import { snapCount, stepRuleOf } from './stepper';
import type { Choice, Locale, Product } from './types';

/** One cart line as SPEC.md section 3 lists it (API field names: the line is sent to getCart as is). */
export type CartLine = {
  id: number;
  name: string;
  englishName: string;
  count: number;
  img: string;
  link: string;
  price: number;
  well?: string;
  choice: boolean;
  choiceName: string;
  /** The choice's English name, so the panel can show it under /en (not in the PHP shape; optional). */
  choiceEnglishName?: string;
  choicePrice?: number;
  choiceCode?: string;
  code: string;
  indZakaz: number;
  factory?: string;
  /** Category id; 1184 means a cake to order. */
  parent: number;
  not_discount: number;
  not_discount_parent: number;
  minimum: number;
  multiplicity: number;
  pickup?: number;
};

/** Cart type of SPEC.md section 4: `tnz` (cakes to order) when any line is in category 1184. */
export type CartType = 'normal' | 'tnz';

/** Builds the cart line for a product, with its choice when it has one. */
export function lineFromProduct(
  product: Product,
  options: { choice?: Choice; link: string; categoryNotDiscount?: boolean },
): Omit<CartLine, 'count'> {
  const { choice } = options;
  return {
    id: product.id,
    name: product.name.ru,
    englishName: product.name.en,
    img: product.image,
    link: options.link,
    price: choice ? choice.price : product.price,
    choice: Boolean(choice),
    choiceName: choice ? choice.name.ru : '',
    ...(choice
      ? { choiceEnglishName: choice.name.en, choicePrice: choice.price, choiceCode: choice.code }
      : {}),
    code: choice?.code || product.code,
    indZakaz: product.id === INDIVIDUAL_CAKE_PRODUCT_ID ? 1 : 0,
    parent: product.categoryId,
    not_discount: product.notDiscount ? 1 : 0,
    not_discount_parent: options.categoryNotDiscount ? 1 : 0,
    minimum: product.minimum,
    multiplicity: product.multiplicity,
  };
}

/** Whether the line is a cake to order (category 1184). */
export function isCakeToOrder(line: Pick<CartLine, 'parent'>): boolean {
  return line.parent === CAKE_TO_ORDER_CATEGORY_ID;
}

/** `tnz` when any line is a cake to order, otherwise `normal`. */
export function cartTypeOf(lines: readonly Pick<CartLine, 'parent'>[]): CartType {
  return lines.some(isCakeToOrder) ? 'tnz' : 'normal';
}

/** Why a product cannot join the cart: cakes to order go as an order of their own (SPEC.md section 4 drops the rest at the next refresh). */
export type AddBlock = 'tnzCart' | 'dishesInCart';

/**
 * Whether a product of category `parent` may join the cart, or why not: a cake-to-order cart takes only
 * cakes to order, and a cake to order waits for a cart without other dishes. Nothing is accepted and
 * then removed.
 */
export function addBlockOf(lines: readonly Pick<CartLine, 'parent'>[], parent: number): AddBlock | null {
  if (lines.length === 0) return null;
  const cake = parent === CAKE_TO_ORDER_CATEGORY_ID;
  const tnz = cartTypeOf(lines) === 'tnz';
  if (tnz && !cake) return 'tnzCart';
  if (!tnz && cake) return 'dishesInCart';
  return null;
}

/**
 * What makes two lines the same line: product id and choice name (SPEC.md section 4), and the
 * description of an individual order (`well`), so two different individual cakes stay two lines.
 */
export function lineKey(line: Pick<CartLine, 'id' | 'choiceName' | 'well'>): string {
  return `${line.id}|${line.choiceName}|${line.well ?? ''}`;
}

/** The line's name in a locale (English falls back to Russian). */
export function lineName(line: Pick<CartLine, 'name' | 'englishName'>, locale: Locale): string {
  return (locale === 'en' ? line.englishName : line.name) || line.name;
}

/** The line's choice in a locale ('' without a choice). */
export function lineChoiceName(
  line: Pick<CartLine, 'choiceName' | 'choiceEnglishName'>,
  locale: Locale,
): string {
  return (locale === 'en' ? line.choiceEnglishName : line.choiceName) || line.choiceName;
}

/**
 * Adds a product: the same line adds `count` (one step by default) to its count; a new line starts
 * at `count` (the minimum by default). Counts stay on the stepper's grid and within 2000.
 */
export function addLine(
  lines: readonly CartLine[],
  line: Omit<CartLine, 'count'>,
  count?: number,
): CartLine[] {
  const key = lineKey(line);
  const rule = stepRuleOf(line);
  const index = lines.findIndex((l) => lineKey(l) === key);
  if (index === -1) return [...lines, { ...line, count: snapCount(count ?? rule.min, rule) }];
  return lines.map((l, i) =>
    i === index ? { ...l, count: snapCount(l.count + (count ?? rule.step), stepRuleOf(l)) } : l,
  );
}

/** Sets a line's count; 0 (or less) deletes the line, other values are put on the stepper's grid. */
export function setLineCount(lines: readonly CartLine[], key: string, count: number): CartLine[] {
  if (!(count > 0)) return removeLine(lines, key);
  return lines.map((l) => (lineKey(l) === key ? { ...l, count: snapCount(count, stepRuleOf(l)) } : l));
}

/** Removes a line. */
export function removeLine(lines: readonly CartLine[], key: string): CartLine[] {
  return lines.filter((l) => lineKey(l) !== key);
}

/** Number of pieces in the cart. */
export function countPieces(lines: readonly Pick<CartLine, 'count'>[]): number {
  let pieces = 0;
  for (const line of lines) pieces += line.count;
  return pieces;
}

/** Pieces of each product in the cart, by product id (its lines of every choice together). */
export function piecesByProduct(lines: readonly Pick<CartLine, 'id' | 'count'>[]): Map<number, number> {
  const pieces = new Map<number, number>();
  for (const line of lines) pieces.set(line.id, (pieces.get(line.id) ?? 0) + line.count);
  return pieces;
}
