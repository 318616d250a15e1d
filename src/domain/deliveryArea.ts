/** A point on the map. */
export type GeoPoint = { lat: number; lon: number };

/**
 * Where the shop delivers: a circle around the centre of Moscow that takes in the city inside MKAD
 * (the same area the mock's suggestAddress answers `inZone` from).
 */
export const DELIVERY_AREA = { lat: 55.752, lon: 37.6175, radiusKm: 17 } as const;

/** Great-circle distance in km. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Whether the shop delivers to a point: inside the delivery area, the border included; an unknown point is not "inside". */
export function isInDeliveryArea(point: GeoPoint, area: { lat: number; lon: number; radiusKm: number } = DELIVERY_AREA): boolean {
  return Number.isFinite(point.lat) && Number.isFinite(point.lon) && distanceKm(area, point) <= area.radiusKm;
}
