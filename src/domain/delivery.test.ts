// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_DELIVERY_TERMS,
  cheapestZone,
  distanceKm,
  minOrderShortfall,
  quoteDelivery,
  zoneAt,
  type DeliveryTerms,
} from './delivery';

const terms = FALLBACK_DELIVERY_TERMS;
const [inner, middle, outer] = terms.zones as [
  NonNullable<(typeof terms.zones)[0]>,
  NonNullable<(typeof terms.zones)[0]>,
  NonNullable<(typeof terms.zones)[0]>,
];
/** A point `km` north of the centre (one degree of latitude is 6371·π/180 km). */
const north = (km: number) => ({
  lat: terms.centre.lat + km / ((6371 * Math.PI) / 180),
  lon: terms.centre.lon,
});
const EPS = 0.01;

describe('distanceKm', () => {
  it('is 0 at the centre and measures along a meridian', () => {
    expect(distanceKm(terms.centre, terms.centre)).toBe(0);
    expect(distanceKm(terms.centre, north(10))).toBeCloseTo(10, 6);
  });
  it('measures real addresses (Tverskaya 7 under a kilometre, Khimki about 19 km)', () => {
    expect(distanceKm(terms.centre, { lat: 55.758, lon: 37.611 })).toBeCloseTo(0.78, 1);
    expect(distanceKm(terms.centre, { lat: 55.888, lon: 37.43 })).toBeCloseTo(19.1, 0);
  });
});

describe('zoneAt', () => {
  it.each([
    [0, inner],
    [inner.maxKm - EPS, inner],
    [inner.maxKm + EPS, middle],
    [middle.maxKm - EPS, middle],
    [middle.maxKm + EPS, outer],
    [outer.maxKm - EPS, outer],
  ])('%f km from the centre is in its zone', (km, zone) => {
    expect(zoneAt(terms, north(km))).toBe(zone);
  });
  it('is null past the last zone and for a point without coordinates', () => {
    expect(zoneAt(terms, north(outer.maxKm + EPS))).toBeNull();
    expect(zoneAt(terms, { lat: Number.NaN, lon: 37.6 })).toBeNull();
  });
  it('reads zones listed in any order nearest first', () => {
    const shuffled: DeliveryTerms = { ...terms, zones: [outer, inner, middle] };
    expect(zoneAt(shuffled, north(1))).toBe(inner);
    expect(zoneAt(shuffled, north(4))).toBe(middle);
  });
});

describe('quoteDelivery', () => {
  it.each([
    [inner, 350],
    [middle, 450],
    [outer, 650],
  ])('charges the zone its own price', (zone, price) => {
    expect(quoteDelivery(terms, zone, 3000)).toEqual({ price, from: false, free: false, zone });
  });
  it('says "from" the cheapest zone until the address is known', () => {
    expect(quoteDelivery(terms, null, 1000)).toEqual({ price: 350, from: true, free: false, zone: null });
    expect(cheapestZone(terms)).toBe(inner);
  });
  it('is free from freeDeliveryFrom in every zone, and not a ruble below', () => {
    expect(quoteDelivery(terms, outer, terms.freeDeliveryFrom - 1)).toMatchObject({
      price: 650,
      free: false,
    });
    expect(quoteDelivery(terms, outer, terms.freeDeliveryFrom)).toMatchObject({ price: 0, free: true });
    expect(quoteDelivery(terms, null, terms.freeDeliveryFrom)).toMatchObject({
      price: 0,
      free: true,
      from: false,
    });
  });
  it('charges nothing when there are no zones at all', () => {
    expect(quoteDelivery({ ...terms, zones: [] }, null, 100).price).toBe(0);
  });
});

describe('minOrderShortfall', () => {
  it.each([
    [inner, 1500],
    [middle, 2000],
    [outer, 3000],
  ])('holds the zone to its minimum: one ruble short misses one, the minimum itself passes', (zone, min) => {
    expect(minOrderShortfall(terms, zone, min - 1)).toEqual({ minOrder: min, missing: 1 });
    expect(minOrderShortfall(terms, zone, min)).toEqual({ minOrder: min, missing: 0 });
  });
  it('without an address holds the cart to the lowest minimum of all zones', () => {
    expect(minOrderShortfall(terms, null, 1499)).toEqual({ minOrder: 1500, missing: 1 });
    expect(minOrderShortfall(terms, null, 1500)).toEqual({ minOrder: 1500, missing: 0 });
  });
  it('has no minimum without zones', () => {
    expect(minOrderShortfall({ ...terms, zones: [] }, null, 10)).toEqual({ minOrder: 0, missing: 0 });
  });
});
