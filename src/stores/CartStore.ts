import { makeAutoObservable } from 'mobx';
import { array, boolean, create, defaulted, number, object, optional, string, unknown, type Describe } from 'superstruct';
import type { CartLine } from '@/domain/cartLine';
import type { RootStore } from './RootStore';
import { LOCAL_KEYS } from './storage';

/** A stored cart line; defaults fill fields an older stored shape lacks. */
export const CartLineSchema = object({
  id: number(),
  name: string(),
  englishName: defaulted(string(), ''),
  count: number(),
  img: defaulted(string(), ''),
  link: defaulted(string(), ''),
  price: number(),
  well: optional(string()),
  choice: defaulted(boolean(), false),
  choiceName: defaulted(string(), ''),
  choicePrice: optional(number()),
  choiceCode: optional(string()),
  code: defaulted(string(), ''),
  indZakaz: defaulted(number(), 0),
  factory: optional(string()),
  parent: number(),
  not_discount: defaulted(number(), 0),
  not_discount_parent: defaulted(number(), 0),
  minimum: defaulted(number(), 1),
  multiplicity: defaulted(number(), 1),
  pickup: optional(number()),
}) as unknown as Describe<CartLine>;
export type { CartLine };

/** The cart: lines, the side panel, persistence under `cart`. The cart issue grows the rules here. */
export class CartStore {
  lines: CartLine[] = [];
  isOpen = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CartStore, 'root'>(this, { root: false }, { autoBind: true });
    this.restore();
  }

  /** Number of pieces in the cart, shown on the header icon. */
  get count(): number {
    return this.lines.reduce((sum, line) => sum + line.count, 0);
  }

  /** Keeps the valid lines of a stored cart and drops the rest. */
  restore(): void {
    const stored = this.root.local.getJson(LOCAL_KEYS.cart, array(unknown()));
    if (!stored) return;
    this.lines = stored.flatMap((line) => {
      try {
        return [create(line, CartLineSchema)];
      } catch {
        return [];
      }
    });
    if (this.lines.length !== stored.length) console.warn('Dropped unreadable lines of the stored cart');
  }

  /** Adds a product: the same id and choice add to the count, another choice adds a line. */
  add(line: Omit<CartLine, 'count'>, count = line.minimum): void {
    const existing = this.lines.find((l) => l.id === line.id && l.choiceName === line.choiceName);
    if (existing) existing.count += Math.max(1, line.multiplicity);
    else this.lines.push({ ...line, count: Math.max(1, count) });
    this.save();
  }

  /** Writes the cart to local storage under `cart`. */
  save(): void {
    this.root.local.setJson(LOCAL_KEYS.cart, this.lines);
  }

  open(): void {
    this.isOpen = true;
  }

  close(): void {
    this.isOpen = false;
  }
}
