import { array, string, type, unknown, type Infer } from 'superstruct';
import type { CartLine } from '@/domain/cartLine';
import type { DeliveryTerms, GeoPoint } from '@/domain/delivery';
import type { ServerLine } from '@/domain/cartRefresh';
import type { GiftTier, Present } from '@/domain/gifts';
import type { PromoCheck, PromoPresent } from '@/domain/promo';
import { fileUrl } from '@/domain/safeUrl';
import type { ApiClient } from './client';
import { Count, Flag01, Id, Int, maybe, Name, Num, Price, Text, TextValue, withFallback } from './schemas';
import { readItem, readItems } from './tolerant';
import { DeliveryZoneNodeSchema, toDeliveryTerms } from './content';

// The refresh rules travel with the cart API: the store needs them only with a getCart answer, and they load with it
// (one lazy chunk, not in the page's first JavaScript).
export { applyServerCart } from '@/domain/cartRefresh';

/** A gift of a tier (SPEC.md section 3, "Present"): id and name; the rest reads with a fallback. */
export const PresentSchema = type({
  id: Id,
  name: Name,
  // No English name: the Russian one shows (presentName).
  englishName: Text,
  // `img`, or `image` in tiers; neither: the placeholder image.
  img: Text,
  image: Text,
  code: Text,
  choice: withFallback(Num, 0),
});

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
 * A line of getCart's `cart`: the product fields of SPEC.md section 7 (id, name and price required).
 * The choice fields are ours: when absent the line is matched on its id alone (applyServerCart).
 */
export const CartItemSchema = type({
  id: Id,
  pagetitle: Name,
  price: Price,
  longtitle: Text,
  file: Text,
  code: Text,
  // Absent: the line keeps its own category.
  parent: maybe(Int),
  multiplicity: Count,
  minimum: Count,
  choiceName: maybe(TextValue),
  choiceEnglishName: maybe(string()),
});

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

const PromoPresentSchema = type({ id: Id, pagetitle: Name, longtitle: Text, file: Text });

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

function toTier(node: Infer<typeof TierSchema>, endpoint: string, where: string, api: string): GiftTier {
  const [error, pair] = NamePresent.validate(node.namePresent, { coerce: true });
  const text = typeof node.namePresent === 'string' ? node.namePresent : '';
  const name = !error && typeof node.namePresent === 'object' ? pair : { ru: text, en: text };
  const list: Present[] = readItems(node.list, PresentSchema, endpoint, `${where}.list`).map((p) => ({
    id: p.id,
    name: p.name,
    englishName: p.englishName,
    img: fileUrl(p.img || p.image, api),
    choice: p.choice,
    ...(p.code ? { code: p.code } : {}),
  }));
  return {
    min: node.min,
    max: node.max,
    minToats: node.minToats,
    choice: node.choice,
    namePresent: name,
    list,
  };
}

/** Maps a line of getCart's `cart`: fields the server left out stay undefined, so the line keeps its own. */
function toServerLine(item: Infer<typeof CartItemSchema>, api: string): ServerLine {
  return {
    id: item.id,
    name: item.pagetitle,
    englishName: item.longtitle,
    img: fileUrl(item.file, api),
    code: item.code,
    multiplicity: Math.max(1, item.multiplicity),
    minimum: Math.max(1, item.minimum),
    price: item.price,
    ...(item.parent !== undefined ? { parent: item.parent } : {}),
    ...(item.choiceName !== undefined ? { choiceName: item.choiceName } : {}),
    ...(item.choiceEnglishName !== undefined ? { choiceEnglishName: item.choiceEnglishName } : {}),
  };
}

/**
 * POST /api/main_pages/getCart.php { cart, presents, typeDelivery? }: today's prices and product data
 * for the lines, the gift tiers, the pickup discount, the delivery price and the small-order gift promos.
 * Only a `cart` that is not a list is an error: a broken line or tier is dropped with a console warning.
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
  return {
    lines: readItems(answer.cart, CartItemSchema, path, 'cart').map((item) => toServerLine(item, api)),
    tiers: answer.presents.flatMap((raw, index) => {
      const tier = readItem(raw, TierSchema, path, `presents.${index}`);
      return tier ? [toTier(tier, path, `presents.${index}`, api)] : [];
    }),
    pickupDiscountPercent: answer.discount,
    priceDelivery: answer.priceDelivery ?? null,
    smallOrderGiftPromos: texts(answer.smallOrderGiftPromos),
    deliveryTerms: zones.length ? toDeliveryTerms(zones, answer.freeDeliveryFrom ?? 0) : null,
  };
}

/** The check_promo answer: the result and the small-order gift promos the server names. */
export type PromoAnswer = PromoCheck & { smallOrderGiftPromos: string[] };

/** check_promo's `promo`: a number (percent or sum), or the promo present (its file resolved against {api}). */
function promoValue(raw: unknown, api: string): PromoPresent | number | null {
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
  if (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
  const [error, present] = PromoPresentSchema.validate(raw, { coerce: true });
  return error ? null : { ...present, file: fileUrl(present.file, api) };
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
