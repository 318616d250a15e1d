import { quoteDelivery, zoneAt, type DeliveryTerms } from '@/domain/delivery';
import type { MockDb } from '../db';
import type { MockAnswer, MockRequest } from '../types';

const CAKE_TO_ORDER = 1184;
const HIDDEN_SECTION = 'hidden';

type Product = MockDb['catalogue']['products'][number];
type Choice = { name: string; englishName?: string; price: number; code?: string };

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function toNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : Number.NaN;
}

function sellable(db: MockDb, product: Product): boolean {
  const category = db.catalogue.categories.find((c) => c.id === product.parent);
  return Boolean(category) && category?.section !== HIDDEN_SECTION;
}

/** The gift tiers as the PHP API sends them (`presents` of the getCart answer). */
function tiers(db: MockDb) {
  return db.presents.tiers.map((tier) => ({ ...tier, list: tier.list.map((present) => ({ ...present })) }));
}

/** The delivery terms of the fixtures' config, in the shop's shape (the zones ring the delivery area's centre). */
export function deliveryTermsOf(db: MockDb): DeliveryTerms {
  const { config } = db;
  return {
    zones: config.deliveryZones.map((z) => ({
      name: { ru: z.name_ru, en: z.name_en },
      price: z.price,
      minOrder: z.minOrder,
      time: { ru: z.time_ru, en: z.time_en },
      maxKm: z.maxKm,
    })),
    freeDeliveryFrom: config.freeDeliveryFrom,
    pickupDiscount: config.pickupDiscount,
    centre: { lat: config.deliveryArea.lat, lon: config.deliveryArea.lon },
  };
}

/**
 * POST /api/main_pages/getCart.php { cart, presents, typeDelivery? }: the cart's lines with today's
 * product data and the count sent (unknown products and choices are left out), the gift tiers, the pickup discount
 * percent (`discount`, only with `typeDelivery: 1`), the delivery price (by the zone of `lat`/`lon`
 * when sent, else the cheapest zone's), the zones themselves (`deliveryZones`, `freeDeliveryFrom`), and
 * the gift promo codes that are dropped below 1500 (`smallOrderGiftPromos`).
 */
export function getCart(db: MockDb, request: MockRequest): MockAnswer {
  const body = record(request.body);
  // Form fields (VITE_API_BODY=form) carry an empty list as an empty value: `cart=`.
  const lines: unknown = body?.cart === '' ? [] : body?.cart;
  if (!body || !Array.isArray(lines))
    return { status: 400, body: { code: 0, message: 'cart must be a list' } };
  const pickup = toNumber(body.typeDelivery) === 1;
  const cart: Record<string, unknown>[] = [];
  let sum = 0;
  for (const raw of lines) {
    const line = record(raw);
    if (!line) continue;
    const id = toNumber(line.id);
    const product = db.catalogue.products.find((p) => p.id === id);
    if (!product || !sellable(db, product)) continue;
    const choiceName = typeof line.choiceName === 'string' ? line.choiceName : '';
    const choices: Choice[] = 'choices' in product && Array.isArray(product.choices) ? product.choices : [];
    const choice = choiceName
      ? choices.find((c) => c.name === choiceName || (c.code && c.code === line.choiceCode))
      : undefined;
    // A cake's options (weight, filling, inscription) name its line freely: keep it as it was sent.
    const freeForm = product.parent === CAKE_TO_ORDER;
    if (choiceName && !choice && !freeForm) continue;
    const price = choice ? choice.price : product.price;
    const count = Math.max(0, toNumber(line.count) || 0);
    const linePrice = product.parent === CAKE_TO_ORDER ? toNumber(line.price) || product.price : price;
    sum += linePrice * count;
    cart.push({
      id: product.id,
      pagetitle: product.pagetitle,
      longtitle: product.longtitle,
      file: product.file,
      code: choice?.code || product.code,
      parent: product.parent,
      multiplicity: product.multiplicity,
      minimum: product.minimum,
      price,
      // SPEC.md's cart item names it; a product has none (specShape leaves it out of the product shape).
      count,
      choiceName: choice ? choice.name : freeForm ? choiceName : '',
      choiceEnglishName:
        choice?.englishName ??
        (freeForm && typeof line.choiceEnglishName === 'string' ? line.choiceEnglishName : ''),
    });
  }
  const { config } = db;
  const terms = deliveryTermsOf(db);
  const point = { lat: toNumber(body.lat), lon: toNumber(body.lon) };
  const zone = Number.isFinite(point.lat) && Number.isFinite(point.lon) ? zoneAt(terms, point) : null;
  const priceDelivery = pickup ? 0 : quoteDelivery(terms, zone, sum).price;
  return {
    body: {
      cart,
      presents: tiers(db),
      discount: pickup ? config.pickupDiscount : 0,
      priceDelivery,
      smallOrderGiftPromos: [...db.promos.smallOrderGiftPromos],
      deliveryZones: config.deliveryZones,
      freeDeliveryFrom: config.freeDeliveryFrom,
    },
  };
}

/**
 * POST /api/check_promo.php { promo }: `code` 1 gift promo (`promo` is the promo present), 2 percent
 * and 3 fixed sum (`promo` is the number), anything else 0. Codes are compared trimmed, in any case.
 */
export function checkPromo(db: MockDb, request: MockRequest): MockAnswer {
  const body = record(request.body);
  const typed = typeof body?.promo === 'string' ? body.promo.trim().toUpperCase() : '';
  const found = typed.length > 4 ? db.promos.codes.find((c) => c.promo.toUpperCase() === typed) : undefined;
  const smallOrderGiftPromos = [...db.promos.smallOrderGiftPromos];
  if (!found) return { body: { code: 0, promo: '', message: 'Промокод не найден', smallOrderGiftPromos } };
  if (found.code === 1) {
    const present = (db.presents.promoPresents as Record<string, unknown>)[found.promo];
    if (!present)
      return { body: { code: 0, promo: '', message: 'Промокод не найден', smallOrderGiftPromos } };
    return { body: { code: 1, promo: present, smallOrderGiftPromos } };
  }
  return {
    body: { code: found.code, promo: (found as { value?: number }).value ?? 0, smallOrderGiftPromos },
  };
}
