import type { Localized } from './types';

/** A point on the map (the picked address's `lat`/`lon`). */
export type GeoPoint = { lat: number; lon: number };

/** One delivery zone of /dostavka: a ring around the centre up to `maxKm`, its price, minimum order and time. */
export type DeliveryZone = {
  name: Localized;
  price: number;
  minOrder: number;
  time: Localized;
  maxKm: number;
};

/** Delivery terms: the zones (nearest first), the free-delivery sum, the pickup discount (percent) and the centre the zones ring. */
export type DeliveryTerms = {
  zones: DeliveryZone[];
  freeDeliveryFrom: number;
  pickupDiscount: number;
  centre: GeoPoint;
};

/**
 * The terms shipped with the app, for a backend that does not send them (the PHP getCart sends only
 * `priceDelivery`): the same figures as fixtures/config.json (a test keeps them equal).
 */
export const FALLBACK_DELIVERY_TERMS: DeliveryTerms = {
  zones: [
    {
      name: { ru: 'В пределах Садового кольца', en: 'Inside the Garden Ring' },
      price: 350,
      minOrder: 1500,
      time: { ru: '60–90 минут', en: '60–90 minutes' },
      maxKm: 2.5,
    },
    {
      name: { ru: 'От Садового кольца до ТТК', en: 'Garden Ring to Third Ring Road' },
      price: 450,
      minOrder: 2000,
      time: { ru: '90–120 минут', en: '90–120 minutes' },
      maxKm: 6,
    },
    {
      name: { ru: 'От ТТК до МКАД', en: 'Third Ring Road to MKAD' },
      price: 650,
      minOrder: 3000,
      time: { ru: '120–150 минут', en: '120–150 minutes' },
      maxKm: 17,
    },
  ],
  freeDeliveryFrom: 5000,
  pickupDiscount: 10,
  centre: { lat: 55.752, lon: 37.6175 },
};

/** Great-circle distance in km. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The zones nearest first (a server may list them in any order). */
function sortedZones(zones: readonly DeliveryZone[]): DeliveryZone[] {
  return [...zones].sort((a, b) => a.maxKm - b.maxKm);
}

/** The zone a point lies in: the nearest ring whose `maxKm` reaches it (a boundary belongs to the inner zone); null outside them all. */
export function zoneAt(terms: DeliveryTerms, point: GeoPoint): DeliveryZone | null {
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lon)) return null;
  const km = distanceKm(terms.centre, point);
  return sortedZones(terms.zones).find((zone) => km <= zone.maxKm) ?? null;
}

/** The cheapest zone (what "delivery from 350 р." and the lowest minimum order name); null when there are no zones. */
export function cheapestZone(terms: DeliveryTerms): DeliveryZone | null {
  let best: DeliveryZone | null = null;
  for (const zone of terms.zones)
    if (!best || zone.price < best.price || (zone.price === best.price && zone.minOrder < best.minOrder))
      best = zone;
  return best;
}

/**
 * What delivery costs: the zone's price (0 from `freeDeliveryFrom`, by the goods' sum). Without a known
 * zone (no address yet) it is the cheapest zone's price, marked `from`: the cart says "from 350 р.".
 */
export type DeliveryQuote = { price: number; from: boolean; free: boolean; zone: DeliveryZone | null };

/** The delivery price for a zone (or, with `zone` null, the lowest one) and the goods' sum. */
export function quoteDelivery(
  terms: DeliveryTerms,
  zone: DeliveryZone | null,
  goodsSum: number,
): DeliveryQuote {
  const priced = zone ?? cheapestZone(terms);
  const free = terms.freeDeliveryFrom > 0 && goodsSum >= terms.freeDeliveryFrom;
  return { price: free || !priced ? 0 : priced.price, from: zone === null && !free, free, zone };
}

/** How much the goods' sum misses the zone's minimum order (0 when met); without a zone, the lowest minimum of all zones. */
export function minOrderShortfall(
  terms: DeliveryTerms,
  zone: DeliveryZone | null,
  goodsSum: number,
): { minOrder: number; missing: number } {
  const minOrder = zone
    ? zone.minOrder
    : Math.min(...terms.zones.map((z) => z.minOrder), Number.POSITIVE_INFINITY);
  if (!Number.isFinite(minOrder) || minOrder <= 0) return { minOrder: 0, missing: 0 };
  return { minOrder, missing: Math.max(0, minOrder - goodsSum) };
}
