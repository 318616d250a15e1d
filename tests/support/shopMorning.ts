/**
 * 10:00 Moscow time on a fixed day: the clock of the tests that pick an order slot. Today's slots follow the clock
 * (a delivery slot closes 90 minutes before it starts, at hh:31 Moscow time), so a test that picked today's first
 * slot and sent the form a second later failed whenever the minute turned in between (a fresh clone's `npm test`
 * met it at 13:31 UTC). From this time on the first open slot is 12:00, half an hour of clock from any change.
 */
export const SHOP_MORNING = '2026-11-27T10:00:00+03:00';
