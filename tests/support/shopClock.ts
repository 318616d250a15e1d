import { afterEach, beforeEach, vi } from 'vitest';
import { SHOP_MORNING } from './shopMorning.ts';

/**
 * The file's tests run with `Date` at SHOP_MORNING (shopMorning.ts), then going on as usual; timers stay real.
 * Called once at the top of a test file that picks an order slot.
 */
export function runAtShopMorning(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: new Date(SHOP_MORNING) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
