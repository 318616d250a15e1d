// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DELIVERY_AREA, distanceKm, isInDeliveryArea } from './deliveryArea';

const KM_PER_DEGREE = 111.195;
const north = (km: number) => ({ lat: DELIVERY_AREA.lat + km / KM_PER_DEGREE, lon: DELIVERY_AREA.lon });

describe('the delivery area', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm(DELIVERY_AREA, DELIVERY_AREA)).toBe(0);
    expect(distanceKm({ lat: 55, lon: 37 }, { lat: 56, lon: 37 })).toBeCloseTo(111.2, 0);
  });

  it('holds both sides of its 17 km radius', () => {
    expect(isInDeliveryArea(north(16.99))).toBe(true);
    expect(isInDeliveryArea(north(17.01))).toBe(false);
  });

  it('takes Tverskaya in and Khimki out; a point that is not a number is never inside', () => {
    expect(isInDeliveryArea({ lat: 55.758, lon: 37.611 })).toBe(true);
    expect(isInDeliveryArea({ lat: 55.888, lon: 37.43 })).toBe(false);
    expect(isInDeliveryArea({ lat: Number.NaN, lon: 37.6 })).toBe(false);
  });
});
