import { array, type, unknown, type Infer } from 'superstruct';
import type { CartLine } from '@/domain/cartLine';
import type { DeliveryTerms, GeoPoint } from '@/domain/delivery';
import type { ServerLine } from '@/domain/cartRefresh';
import type { GiftTier, Present } from '@/domain/gifts';
import type { PromoCheck, PromoPresent } from '@/domain/promo';
import { fileUrl } from '@/domain/safeUrl';
import type { ApiClient } from './client';
import { LINE_FIELDS, PRESENT_FIELDS, readLineFields, underBothNamings } from './lines';
import { Flag01, Int, maybe, Num, Text, withFallback } from './schemas';
import { readItem, readItems, warnDropped, warnKept } from './tolerant';
import { DeliveryZoneNodeSchema, toDeliveryTerms } from './content';

// The refresh rules travel with the cart API: the store needs them only with a getCart answer, and they load with it
// (one lazy chunk, not in the page's first JavaScript).
export { applyServerCart } from '@/domain/cartRefresh';

/** A gift of a tier (SPEC.md section 3, "Present") field by field, under either naming (the drift report's view). */
export const PresentSchema = type(underBothNamings(PRESENT_FIELDS, ['id']));

/** `namePresent` arrives as one string or as { ru, en }. */
const NamePresent = type({ ru: Text, en: Text });
/** A gift tier (SPEC.md section 3): `min` is required; its presents are read one by one. */
export const TierSchema = type({
  min: Num,
  // "max effectively unlimited" (SPEC.md section 9).
  max: withFallback(Num, Number.MAX_SAFE_INTEGER),
  // No reminder threshold: no reminder toast.
  minToats: withFallback(Num, Number.MAX_SAFE_INTEGER),
  choice: withFallback(Flag01, false),
  // One text, or { ru, en }; anything else: the reminder toast names no gift (toTier).
  namePresent: withFallback(unknown(), ''),
  list: withFallback(array(unknown()), []),
});

/**
 * A line of getCart's `cart` field by field, under either naming (the drift report's view): the app reads it
 * with readLineFields, and only a line without an id is left out.
 */
export const CartItemSchema = type(underBothNamings(LINE_FIELDS, ['id']));

/** getCart (SPEC.md section 7): `cart` must be a list; its lines and the tiers are read one by one. */
export const GetCartSchema = type({
  cart: array(unknown()),
  // No tiers: no gifts are offered.
  presents: withFallback(array(unknown()), []),
  // No discount: pickup costs the same as delivery.
  discount: withFallback(Num, 0),
  // Ours; absent: the delivery price is unknown (the cart says so), not free.
  priceDelivery: maybe(Num),
  // Ours; absent: no promo gift is dropped below 1 500 р. (the server did not name the codes).
  smallOrderGiftPromos: withFallback(array(unknown()), []),
  // Ours: the delivery zones the price is by; none (the PHP backend): the app's own terms apply.
  deliveryZones: withFallback(array(unknown()), []),
  freeDeliveryFrom: maybe(Num),
});

/** check_promo (SPEC.md section 7): `code` is required, `promo` is read by the code (promoValue). */
export const CheckPromoSchema = type({
  code: Int,
  promo: withFallback(unknown(), null),
  // Ours: as in getCart.
  smallOrderGiftPromos: withFallback(array(unknown()), []),
});

/** The getCart answer in the shop's words. */
export type CartAnswer = {
  lines: ServerLine[];
  tiers: GiftTier[];
  /** `discount`: the pickup discount percent (asked for with `typeDelivery: 1`). */
  pickupDiscountPercent: number;
  /** null when the server does not say (the cart then calls the delivery price unknown). */
  priceDelivery: number | null;
  smallOrderGiftPromos: string[];
  /** The zones, when the server sends them. */
  deliveryTerms: Pick<DeliveryTerms, 'zones' | 'freeDeliveryFrom' | 'centre'> | null;
};

const texts = (list: readonly unknown[]) => list.filter((item): item is string => typeof item === 'string');

/**
 * A gift of a tier, under either naming. A field missing or unreadable takes the value of the same gift in
 * the order sent (`own`), else its fallback; a gift with no id, or no name anywhere, is left out.
 */
function toPresent(
  raw: unknown,
  own: ReadonlyMap<number, Present>,
  api: string,
  endpoint: string,
  where: string,
): Present | undefined {
  const { values: p, unreadable } = readLineFields(raw, PRESENT_FIELDS);
  const mine = p.id === undefined ? undefined : own.get(p.id);
  const name = p.name ?? mine?.name;
  if (p.id === undefined || name === undefined) {
    const field = p.id === undefined ? 'id' : 'name';
    warnDropped(endpoint, where, raw, unreadable[field] ?? `${field}: missing`);
    return undefined;
  }
  warnKept(endpoint, where, raw, unreadable);
  const code = p.code || mine?.code;
  return {
    id: p.id,
    name,
    // No English name: the Russian one shows (presentName).
    englishName: p.englishName || mine?.englishName || '',
    // `img` (or `file`), or `image` in tiers; none: the placeholder image.
    img: fileUrl(p.img || p.image, api) || mine?.img || '',
    choice: p.choice ?? mine?.choice ?? 0,
    ...(code ? { code } : {}),
  };
}

function toTier(
  node: Infer<typeof TierSchema>,
  own: ReadonlyMap<number, Present>,
  endpoint: string,
  where: string,
  api: string,
): GiftTier {
  const [error, pair] = NamePresent.validate(node.namePresent, { coerce: true });
  const text = typeof node.namePresent === 'string' ? node.namePresent : '';
  const name = !error && typeof node.namePresent === 'object' ? pair : { ru: text, en: text };
  const list = node.list.flatMap((raw, index) => {
    const present = toPresent(raw, own, api, endpoint, `${where}.list.${index}`);
    return present ? [present] : [];
  });
  return {
    min: node.min,
    max: node.max,
    minToats: node.minToats,
    choice: node.choice,
    namePresent: name,
    list,
  };
}

/** Fields a line is not priced or named without: sent under neither naming, the line keeps its own, with a warning. */
const NEEDED_LINE_FIELDS = { name: 'name or pagetitle: missing', price: 'price: missing' } as const;

/**
 * A line of getCart's `cart`, under either naming: each field the server sent readable; a field missing or
 * unreadable is left out, so the cart's line keeps its own (applyServerCart), and a warning names it. Only a
 * line without an id is left out: it matches no line of the cart.
 */
function toServerLine(raw: unknown, api: string, endpoint: string, where: string): ServerLine | undefined {
  const { values, unreadable, missing } = readLineFields(raw, LINE_FIELDS);
  const { id, img, multiplicity, minimum, ...rest } = values;
  if (id === undefined) {
    warnDropped(endpoint, where, raw, unreadable.id ?? 'id: missing');
    return undefined;
  }
  const needed = Object.entries(NEEDED_LINE_FIELDS).filter(([field]) =>
    missing.includes(field as keyof typeof NEEDED_LINE_FIELDS),
  );
  warnKept(endpoint, where, raw, { ...unreadable, ...Object.fromEntries(needed) });
  const file = img === undefined ? '' : fileUrl(img, api);
  return {
    id,
    ...rest,
    ...(file ? { img: file } : {}),
    ...(multiplicity !== undefined ? { multiplicity: Math.max(1, multiplicity) } : {}),
    ...(minimum !== undefined ? { minimum: Math.max(1, minimum) } : {}),
  };
}

/**
 * POST /api/main_pages/getCart.php { cart, presents, typeDelivery? }: today's prices and product data
 * for the lines, the gift tiers, the pickup discount, the delivery price and the small-order gift promos.
 * Only a `cart` that is not a list is an error: a line without an id or a broken tier is dropped, and a field
 * that cannot be read keeps the shop's own value, each with a console warning.
 */
export async function fetchCart(
  client: ApiClient,
  params: {
    lines: readonly CartLine[];
    presents: readonly Present[];
    pickup: boolean;
    point?: GeoPoint | null;
  },
): Promise<CartAnswer> {
  const path = '/api/main_pages/getCart.php';
  // The picked address's coordinates (ours): a backend that knows the zones prices delivery by them.
  const point = !params.pickup && params.point ? { lat: params.point.lat, lon: params.point.lon } : {};
  const body = {
    cart: params.lines,
    presents: params.presents,
    ...(params.pickup ? { typeDelivery: 1 } : {}),
    ...point,
  };
  const answer = await client.post(path, body, GetCartSchema);
  // Files of the API live on {api}; this call itself goes to the page's origin (SPEC.md section 7).
  const api = client.apiUrl;
  const zones = readItems(answer.deliveryZones, DeliveryZoneNodeSchema, path, 'deliveryZones');
  const own = new Map(params.presents.map((present) => [present.id, present]));
  return {
    lines: answer.cart.flatMap((raw, index) => {
      const line = toServerLine(raw, api, path, `cart.${index}`);
      return line ? [line] : [];
    }),
    tiers: answer.presents.flatMap((raw, index) => {
      const tier = readItem(raw, TierSchema, path, `presents.${index}`);
      return tier ? [toTier(tier, own, path, `presents.${index}`, api)] : [];
    }),
    pickupDiscountPercent: answer.discount,
    priceDelivery: answer.priceDelivery ?? null,
    smallOrderGiftPromos: texts(answer.smallOrderGiftPromos),
    deliveryTerms: zones.length ? toDeliveryTerms(zones, answer.freeDeliveryFrom ?? 0) : null,
  };
}

/** The check_promo answer: the result and the small-order gift promos the server names. */
export type PromoAnswer = PromoCheck & { smallOrderGiftPromos: string[] };

/** check_promo's `promo`: a number (percent or sum), or the promo present under either naming (its file resolved against {api}). */
function promoValue(raw: unknown, api: string): PromoPresent | number | null {
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
  if (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
  const { values: p } = readLineFields(raw, PRESENT_FIELDS);
  if (p.id === undefined || p.name === undefined) return null;
  return { id: p.id, pagetitle: p.name, longtitle: p.englishName ?? '', file: fileUrl(p.img, api) };
}

/** POST /api/check_promo.php { promo }: code 1 gift (promo = the promo present), 2 percent, 3 sum (promo = the number). */
export async function checkPromoCode(client: ApiClient, code: string): Promise<PromoAnswer> {
  const answer = await client.post('/api/check_promo.php', { promo: code }, CheckPromoSchema);
  return {
    code: answer.code,
    value: promoValue(answer.promo, client.apiUrl),
    smallOrderGiftPromos: texts(answer.smallOrderGiftPromos),
  };
}
