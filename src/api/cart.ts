import { array, boolean, coerce, defaulted, nullable, number, optional, string, type, union, unknown, type Infer } from 'superstruct';
import type { CartLine } from '@/domain/cartLine';
import type { DeliveryTerms, GeoPoint } from '@/domain/delivery';
import type { ServerLine } from '@/domain/cartRefresh';
import type { GiftTier, Present } from '@/domain/gifts';
import type { PromoCheck, PromoPresent } from '@/domain/promo';
import type { ApiClient } from './client';
import { DeliveryZoneNodeSchema, toDeliveryTerms } from './content';
import { Flag01, Int, Num } from './schemas';

const PresentSchema = type({
  id: Int,
  name: string(),
  englishName: defaulted(string(), ''),
  img: defaulted(string(), ''),
  image: defaulted(string(), ''),
  code: defaulted(string(), ''),
  choice: defaulted(Num, 0),
});

/** `namePresent` arrives as one string or as { ru, en }. */
const NamePresent = union([string(), type({ ru: string(), en: defaulted(string(), '') })]);

const TierSchema = type({
  min: Num,
  max: defaulted(Num, Number.MAX_SAFE_INTEGER),
  minToats: defaulted(Num, Number.MAX_SAFE_INTEGER),
  choice: defaulted(union([boolean(), Flag01]), false),
  namePresent: defaulted(NamePresent, ''),
  list: defaulted(array(PresentSchema), []),
});

const CartItemSchema = type({
  id: Int,
  pagetitle: string(),
  longtitle: defaulted(string(), ''),
  file: defaulted(string(), ''),
  code: defaulted(string(), ''),
  parent: Int,
  multiplicity: defaulted(Int, 1),
  minimum: defaulted(Int, 1),
  price: Num,
  choiceName: defaulted(string(), ''),
  choiceEnglishName: defaulted(string(), ''),
});

export const GetCartSchema = type({
  cart: array(CartItemSchema),
  presents: defaulted(array(TierSchema), []),
  discount: defaulted(Num, 0),
  priceDelivery: defaulted(Num, 0),
  smallOrderGiftPromos: defaulted(array(string()), []),
  /** Ours, optional: the delivery zones the price is by (the PHP backend sends none: the app's own terms apply). */
  deliveryZones: optional(array(DeliveryZoneNodeSchema)),
  freeDeliveryFrom: optional(Num),
});

const PromoPresentSchema = type({ id: Int, pagetitle: string(), longtitle: defaulted(string(), ''), file: defaulted(string(), '') });

export const CheckPromoSchema = type({
  code: coerce(number(), string(), (value) => Number(value)),
  promo: defaulted(nullable(unknown()), null),
  smallOrderGiftPromos: defaulted(array(string()), []),
});

/** The getCart answer in the shop's words. */
export type CartAnswer = {
  lines: ServerLine[];
  tiers: GiftTier[];
  /** `discount`: the pickup discount percent (asked for with `typeDelivery: 1`). */
  pickupDiscountPercent: number;
  priceDelivery: number;
  smallOrderGiftPromos: string[];
  /** The zones, when the server sends them. */
  deliveryTerms: Pick<DeliveryTerms, 'zones' | 'freeDeliveryFrom' | 'centre'> | null;
};

function toTier(node: Infer<typeof TierSchema>): GiftTier {
  const name = typeof node.namePresent === 'string' ? { ru: node.namePresent, en: node.namePresent } : node.namePresent;
  const list: Present[] = node.list.map((p) => ({ id: p.id, name: p.name, englishName: p.englishName, img: p.img || p.image, choice: p.choice, ...(p.code ? { code: p.code } : {}) }));
  return { min: node.min, max: node.max, minToats: node.minToats, choice: Boolean(node.choice), namePresent: name, list };
}

/**
 * POST /api/main_pages/getCart.php { cart, presents, typeDelivery? }: today's prices and product data
 * for the lines, the gift tiers, the pickup discount, the delivery price and the small-order gift promos.
 */
export async function fetchCart(client: ApiClient, params: { lines: readonly CartLine[]; presents: readonly Present[]; pickup: boolean; point?: GeoPoint | null }): Promise<CartAnswer> {
  // The picked address's coordinates (ours): a backend that knows the zones prices delivery by them.
  const point = !params.pickup && params.point ? { lat: params.point.lat, lon: params.point.lon } : {};
  const body = { cart: params.lines, presents: params.presents, ...(params.pickup ? { typeDelivery: 1 } : {}), ...point };
  const answer = await client.post('/api/main_pages/getCart.php', body, GetCartSchema);
  return {
    lines: answer.cart.map((item) => ({
      id: item.id,
      choiceName: item.choiceName,
      name: item.pagetitle,
      englishName: item.longtitle,
      choiceEnglishName: item.choiceEnglishName,
      img: item.file,
      code: item.code,
      parent: item.parent,
      multiplicity: Math.max(1, item.multiplicity),
      minimum: Math.max(1, item.minimum),
      price: item.price,
    })),
    tiers: answer.presents.map(toTier),
    pickupDiscountPercent: answer.discount,
    priceDelivery: answer.priceDelivery,
    smallOrderGiftPromos: answer.smallOrderGiftPromos,
    deliveryTerms: answer.deliveryZones?.length ? toDeliveryTerms(answer.deliveryZones, answer.freeDeliveryFrom ?? 0) : null,
  };
}

/** The check_promo answer: the result and the small-order gift promos the server names. */
export type PromoAnswer = PromoCheck & { smallOrderGiftPromos: string[] };

function promoValue(raw: unknown): PromoPresent | number | null {
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
  if (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
  const [error, present] = PromoPresentSchema.validate(raw, { coerce: true });
  return error ? null : present;
}

/** POST /api/check_promo.php { promo }: code 1 gift (promo = the promo present), 2 percent, 3 sum (promo = the number). */
export async function checkPromoCode(client: ApiClient, code: string): Promise<PromoAnswer> {
  const answer = await client.post('/api/check_promo.php', { promo: code }, CheckPromoSchema);
  return { code: answer.code, value: promoValue(answer.promo), smallOrderGiftPromos: answer.smallOrderGiftPromos };
}
