import { makeAutoObservable } from 'mobx';
import type { OrderBrand } from '@/api/order';
import { cartLeadTimeDays, productLeadTime } from '@/domain/order';
import type { Locale } from '@/domain/types';
import { OperatorCartStore } from './OperatorCartStore';
import { OrderFormStore, type PlacedOrder, type SendOutcome } from './OrderFormStore';
import type { RootStore } from './RootStore';

/** The problem of an empty operator cart, shown next to the cart. */
const EMPTY_CART = 'emptyCart';

/** The order just placed, kept on screen while the form is already empty for the next call. */
export type OperatorPlacedOrder = PlacedOrder & {
  total: number;
  customerName: string;
  customerPhone: string;
};

/**
 * One operator's order entry for a brand (DECISIONS.md section 3): the operator's own cart, the
 * customer's details, delivery or pickup, slot, payment; placed with createOrder and the brand code.
 * A brand's form opens empty: no browser storage, the customer's cart is never touched.
 */
export class OperatorOrderStore {
  readonly cart: OperatorCartStore;
  readonly form: OrderFormStore;
  lastOrder: OperatorPlacedOrder | null = null;
  /** The brand the orders go under (the form of /udc_adminpanel/ordering/…). */
  brand: OrderBrand = 'udc';

  constructor(
    private readonly root: RootStore,
    now?: () => Date,
  ) {
    this.cart = new OperatorCartStore(root);
    // Operators pick payment with the customer on the phone: cash unless the customer asks for a card link.
    this.form = new OrderFormStore(root, {
      initial: { payment: 'cash' },
      rules: () => ({
        requireEmail: false,
        cafeIds: this.root.catalogue.pickableCafes.map((c) => c.id),
        leadTimeDays: this.leadTimeDays,
      }),
      extra: () => (this.cart.lines.length === 0 ? { cart: EMPTY_CART } : {}),
      ...(now ? { now } : {}),
    });
    makeAutoObservable<OperatorOrderStore, 'root'>(
      this,
      { root: false, cart: false, form: false },
      { autoBind: true },
    );
  }

  /** The cart's lead time in days: the longest of its cakes to order, from the loaded menu. */
  get leadTimeDays(): number {
    return cartLeadTimeDays(this.cart.lines, (id) => productLeadTime(this.root.catalogue.categories, id));
  }

  setDelivery(delivery: 'dostavka' | 'pickup'): void {
    this.form.setDelivery(delivery);
    this.cart.setDelivery(delivery);
  }

  /** Validates and places the order with the brand code; one order per double click. */
  async place(locale: Locale): Promise<SendOutcome> {
    const total = this.cart.totals.total;
    const { name, phone } = this.form.values.contact;
    const outcome = await this.form.place(() => ({
      ...this.form.requestBase(),
      lines: this.cart.lines,
      presents: [],
      promo: '',
      total,
      lang: locale,
      brand: this.brand,
    }));
    if (outcome.status === 'placed')
      this.placed({ ...outcome.order, total, customerName: name.trim(), customerPhone: phone });
    return outcome;
  }

  /** Keeps the placed order on screen and empties the cart and the form for the next call. */
  private placed(order: OperatorPlacedOrder): void {
    this.lastOrder = order;
    this.cart.clear();
    this.form.reset();
  }

  /** Hides the last order's result. */
  dismissLastOrder(): void {
    this.lastOrder = null;
  }

  /** Opens a brand's form; another brand's starts empty. */
  open(brand: OrderBrand): void {
    if (brand === this.brand) return;
    this.brand = brand;
    this.lastOrder = null;
    this.cart.clear();
    this.form.reset();
  }

  /** The form closes: no price call is left waiting, and the last order's result is not shown again. */
  close(): void {
    this.cart.dispose();
    this.lastOrder = null;
  }
}
