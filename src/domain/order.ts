/** Checkout rules (issue 6): delivery slots, lead times, date boundaries and the order form's validation. Pure. */
import { isWellFormedEmail } from './auth';
import { addDays, toIsoDate } from './cake';
import type { CartLine } from './cartLine';
import { CAKE_TO_ORDER_CATEGORY_ID } from './constants';
import { isCompletePhone } from './phone';
import type { DeliveryType } from './totals';
import type { Category, Localized } from './types';

/** The shop's day: first slot starts at 10:00, the last one ends at 22:00 (Moscow time). */
const SHOP_OPENS_MINUTES = 10 * 60;
const SHOP_CLOSES_MINUTES = 22 * 60;
/** Every slot is one hour long. */
const SLOT_MINUTES = 60;
/** Same-day orders: a delivery slot must start at least 90 minutes from now (the zones' 60–90 minutes, plus packing). */
export const SAME_DAY_DELIVERY_LEAD_MINUTES = 90;
/** Same-day pickup: the cafe needs 30 minutes to put the order together. */
export const SAME_DAY_PICKUP_LEAD_MINUTES = 30;
/** How many days, from the earliest possible one, the customer can pick from. */
export const ORDER_DATE_CHOICES = 14;
/** Moscow is UTC+3 all year round (no daylight saving since 2014). */
const SHOP_UTC_OFFSET_MINUTES = 3 * 60;

/** The longest values the order form takes; longer input is cut at the field. */
export const ORDER_LIMITS = {
  name: 100,
  email: 254,
  comment: 1000,
  address: 300,
  flat: 10,
  entrance: 10,
  floor: 4,
  intercom: 20,
} as const;
export const ORDER_NAME_MIN_LENGTH = 2;

/** "Now" on the shop's clock: the date and the minutes since midnight, in Moscow. */
export type ShopTime = { date: string; minutes: number };

/** The shop's clock at a moment: Moscow date and time, whatever the device's time zone. */
export function shopTimeOf(now: Date, offsetMinutes = SHOP_UTC_OFFSET_MINUTES): ShopTime {
  const moscow = new Date(now.getTime() + offsetMinutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${moscow.getUTCFullYear()}-${pad(moscow.getUTCMonth() + 1)}-${pad(moscow.getUTCDate())}`,
    minutes: moscow.getUTCHours() * 60 + moscow.getUTCMinutes(),
  };
}

/** `YYYY-MM-DD` plus whole days. */
export function addIsoDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return toIsoDate(addDays(new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1), days));
}

/** A real calendar date as `YYYY-MM-DD` (not 2026-02-30). */
const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && addIsoDays(value, 0) === value;

/** A time slot, e.g. `{ start: 600, end: 660, label: '10:00–11:00' }`. */
export type Slot = { start: number; end: number; label: string };

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every slot of a working day, 10:00–11:00 … 21:00–22:00. */
export function daySlots(): Slot[] {
  const slots: Slot[] = [];
  for (let start = SHOP_OPENS_MINUTES; start + SLOT_MINUTES <= SHOP_CLOSES_MINUTES; start += SLOT_MINUTES) {
    slots.push({ start, end: start + SLOT_MINUTES, label: `${hhmm(start)}–${hhmm(start + SLOT_MINUTES)}` });
  }
  return slots;
}

/** How long before a same-day slot the order must be placed. */
export function sameDayLeadMinutes(delivery: DeliveryType): number {
  return delivery === 'pickup' ? SAME_DAY_PICKUP_LEAD_MINUTES : SAME_DAY_DELIVERY_LEAD_MINUTES;
}

/** What decides which dates and slots are open: the clock, delivery or pickup, and the cakes' lead time. */
export type SlotRules = { now: ShopTime; delivery: DeliveryType; leadTimeDays: number };

/** The slots open on a date: none before the earliest date or after the last; today's start after the same-day lead. */
export function slotsFor(date: string, rules: SlotRules): Slot[] {
  if (!isIsoDate(date)) return [];
  const bounds = dateWindow(rules);
  if (date < bounds.earliest || date > bounds.latest) return [];
  if (date !== rules.now.date) return daySlots();
  const from = rules.now.minutes + sameDayLeadMinutes(rules.delivery);
  return daySlots().filter((slot) => slot.start >= from);
}

/** The dates the customer can pick: from the first day with an open slot, `ORDER_DATE_CHOICES` days long. */
export function dateWindow(rules: SlotRules): { earliest: string; latest: string } {
  const lead = Math.max(0, Math.floor(rules.leadTimeDays));
  let earliest = addIsoDays(rules.now.date, lead);
  // Today is open only while a slot still starts after the same-day lead.
  if (lead === 0) {
    const last = daySlots().at(-1);
    if (!last || rules.now.minutes + sameDayLeadMinutes(rules.delivery) > last.start)
      earliest = addIsoDays(rules.now.date, 1);
  }
  return { earliest, latest: addIsoDays(earliest, ORDER_DATE_CHOICES - 1) };
}

/** Every date of the window, in order. */
export function orderDates(rules: SlotRules): string[] {
  const { earliest } = dateWindow(rules);
  return Array.from({ length: ORDER_DATE_CHOICES }, (_, i) => addIsoDays(earliest, i));
}

/**
 * The lead time of a cart in days: the longest `leadTimeDays` among its cakes to order (category
 * 1184); a cake whose lead time is unknown needs at least a day. 0 for a cart without such cakes.
 */
export function cartLeadTimeDays(
  lines: readonly Pick<CartLine, 'id' | 'parent'>[],
  leadTimeOf: (productId: number) => number | undefined,
): number {
  let days = 0;
  for (const line of lines) {
    if (line.parent !== CAKE_TO_ORDER_CATEGORY_ID) continue;
    days = Math.max(days, leadTimeOf(line.id) ?? 1, 1);
  }
  return days;
}

/** A product's `leadTimeDays` in the loaded menu tree (undefined when the menu does not have it). */
export function productLeadTime(categories: readonly Category[], productId: number): number | undefined {
  for (const category of categories) {
    const product = category.products.find((p) => p.id === productId);
    if (product) return product.leadTimeDays;
  }
  return undefined;
}

/** The delivery address: the picked suggestion (with its point and zone) and what the customer adds by hand. */
export type AddressValue = {
  value: string;
  /** The point of the picked suggestion; null while the text is typed and nothing is picked. */
  lat: number | null;
  lon: number | null;
  /** Whether we deliver there (the suggestion's `inZone`); null until a suggestion is picked. */
  inZone: boolean | null;
  flat: string;
  entrance: string;
  floor: string;
  intercom: string;
};

export const EMPTY_ADDRESS: AddressValue = {
  value: '',
  lat: null,
  lon: null,
  inZone: null,
  flat: '',
  entrance: '',
  floor: '',
  intercom: '',
};

/** The customer's contacts. */
export type ContactValue = { name: string; phone: string; email: string };

export type PaymentChoiceValue = 'card' | 'cash';

/** The whole order form as the customer (or an operator) fills it. */
export type OrderFormValues = {
  delivery: DeliveryType;
  address: AddressValue;
  cafeId: number | null;
  date: string;
  time: string;
  contact: ContactValue;
  comment: string;
  payment: PaymentChoiceValue | null;
};

/** A field with its own message; the order is also the order in which the form shows them (first invalid is focused). */
export const ORDER_FIELDS = [
  'address',
  'flat',
  'entrance',
  'floor',
  'intercom',
  'cafe',
  'date',
  'time',
  'name',
  'phone',
  'email',
  'comment',
  'payment',
] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];

/** Why a field is refused (the form turns each into a clear message). */
export type OrderProblem =
  | 'required'
  | 'notPicked'
  | 'outOfZone'
  | 'tooShort'
  | 'tooLong'
  | 'phone'
  | 'email'
  | 'digits'
  | 'early'
  | 'late'
  | 'slotGone';
export type OrderErrors = Partial<Record<OrderField, OrderProblem>>;

export type OrderValidationOptions = SlotRules & {
  /** Customers leave an e-mail for the receipt; an operator taking a phone order may not have one. */
  requireEmail: boolean;
  /** The cafes a customer can pick up from. */
  cafeIds: readonly number[];
  /** No address suggestions can be had (the backend lacks the call): a typed address passes, its zone is checked by phone. */
  freeTextAddress?: boolean;
};

function lengthProblem(value: string, max: number): OrderProblem | undefined {
  return value.length > max ? 'tooLong' : undefined;
}

/** Checks the order form; an empty result means it can be sent. */
export function validateOrder(form: OrderFormValues, options: OrderValidationOptions): OrderErrors {
  const errors: OrderErrors = {};
  const set = (field: OrderField, problem: OrderProblem | undefined) => {
    if (problem) errors[field] = problem;
  };
  if (form.delivery === 'dostavka') {
    const a = form.address;
    const text = a.value.trim();
    if (!text) set('address', 'required');
    else if (text.length > ORDER_LIMITS.address) set('address', 'tooLong');
    else if (a.inZone === false) set('address', 'outOfZone');
    else if ((a.lat === null || a.lon === null || a.inZone === null) && !options.freeTextAddress)
      set('address', 'notPicked');
    set('flat', lengthProblem(a.flat.trim(), ORDER_LIMITS.flat));
    set('entrance', lengthProblem(a.entrance.trim(), ORDER_LIMITS.entrance));
    const floor = a.floor.trim();
    set('floor', floor && !/^-?\d+$/.test(floor) ? 'digits' : lengthProblem(floor, ORDER_LIMITS.floor));
    set('intercom', lengthProblem(a.intercom.trim(), ORDER_LIMITS.intercom));
  } else if (form.cafeId === null || !options.cafeIds.includes(form.cafeId)) {
    set('cafe', 'required');
  }

  const bounds = dateWindow(options);
  if (!form.date || !isIsoDate(form.date)) set('date', 'required');
  else if (form.date < bounds.earliest) set('date', 'early');
  else if (form.date > bounds.latest) set('date', 'late');
  if (!errors.date) {
    if (!form.time) set('time', 'required');
    else if (!slotsFor(form.date, options).some((slot) => slot.label === form.time)) set('time', 'slotGone');
  }

  const name = form.contact.name.trim();
  if (!name) set('name', 'required');
  else if (name.length < ORDER_NAME_MIN_LENGTH) set('name', 'tooShort');
  else set('name', lengthProblem(name, ORDER_LIMITS.name));
  if (!form.contact.phone.replace(/\D/g, '').replace(/^7/, '')) set('phone', 'required');
  else if (!isCompletePhone(form.contact.phone)) set('phone', 'phone');
  const email = form.contact.email.trim();
  if (!email) set('email', options.requireEmail ? 'required' : undefined);
  else if (!isWellFormedEmail(email)) set('email', 'email');
  set('comment', lengthProblem(form.comment.trim(), ORDER_LIMITS.comment));
  if (form.payment !== 'card' && form.payment !== 'cash') set('payment', 'required');
  return errors;
}

/** The first field to focus: the first invalid one in the form's order. */
export function firstInvalidField(errors: OrderErrors): OrderField | undefined {
  return ORDER_FIELDS.find((field) => errors[field] !== undefined);
}

/** Whether a picked date and slot are still open (the clock moves while the form is open). */
export function isSlotOpen(date: string, time: string, rules: SlotRules): boolean {
  return slotsFor(date, rules).some((slot) => slot.label === time);
}

/** The `?order=N` of /spasibo: a positive whole number, or null. */
export function parseOrderNumber(raw: string | null): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}

/** What /spasibo recaps of the order just placed (kept for the tab): lines, gifts, where, when, amount and payment. */
export type OrderRecap = {
  orderId: number;
  lines: { name: Localized; choice: Localized; count: number; sum: number }[];
  gifts: Localized[];
  delivery: 'dostavka' | 'pickup';
  /** The delivery address as picked (with the flat), or the pickup cafe's name and address. */
  place: Localized;
  /** YYYY-MM-DD and HH:MM of the slot. */
  date: string;
  time: string;
  total: number;
  deliveryPrice: number;
  payment: PaymentChoiceValue;
};
