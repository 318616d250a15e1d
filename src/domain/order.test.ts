import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_ADDRESS,
  ORDER_DATE_CHOICES,
  ORDER_LIMITS,
  SAME_DAY_DELIVERY_LEAD_MINUTES,
  SAME_DAY_PICKUP_LEAD_MINUTES,
  addIsoDays,
  cartLeadTimeDays,
  dateWindow,
  daySlots,
  firstInvalidField,
  isSlotOpen,
  orderDates,
  parseOrderNumber,
  shopTimeOf,
  slotsFor,
  validateOrder,
  type OrderFormValues,
  type OrderValidationOptions,
  type SlotRules,
} from './order';

const at = (hours: number, minutes = 0): SlotRules['now'] => ({
  date: '2026-11-20',
  minutes: hours * 60 + minutes,
});
const rules = (overrides: Partial<SlotRules> = {}): SlotRules => ({
  now: at(9),
  delivery: 'dostavka',
  leadTimeDays: 0,
  ...overrides,
});

describe('shopTimeOf', () => {
  it('reads Moscow time (UTC+3) whatever the device zone', () => {
    expect(shopTimeOf(new Date(Date.UTC(2026, 10, 20, 7, 30)))).toEqual({
      date: '2026-11-20',
      minutes: 10 * 60 + 30,
    });
  });
  it('turns the date at Moscow midnight, not UTC midnight', () => {
    expect(shopTimeOf(new Date(Date.UTC(2026, 10, 20, 20, 59)))).toEqual({
      date: '2026-11-20',
      minutes: 23 * 60 + 59,
    });
    expect(shopTimeOf(new Date(Date.UTC(2026, 10, 20, 21, 0)))).toEqual({ date: '2026-11-21', minutes: 0 });
  });
  it('crosses months and years', () => {
    expect(shopTimeOf(new Date(Date.UTC(2026, 11, 31, 22, 0))).date).toBe('2027-01-01');
  });
});

describe('addIsoDays', () => {
  it('adds days across month ends and leap days', () => {
    expect(addIsoDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addIsoDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addIsoDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addIsoDays('2026-11-20', 0)).toBe('2026-11-20');
  });
});

describe('daySlots', () => {
  it('are twelve hourly slots from 10:00 to 22:00', () => {
    const slots = daySlots();
    expect(slots).toHaveLength(12);
    expect(slots[0]).toEqual({ start: 600, end: 660, label: '10:00–11:00' });
    expect(slots.at(-1)).toEqual({ start: 1260, end: 1320, label: '21:00–22:00' });
  });
});

describe('slotsFor: today and the same-day lead time', () => {
  const today = '2026-11-20';
  it('opens every slot early in the morning', () => {
    expect(slotsFor(today, rules({ now: at(8, 29) }))).toHaveLength(12);
  });
  it('delivery: a slot starting exactly 90 minutes from now is open, one minute less is not', () => {
    expect(SAME_DAY_DELIVERY_LEAD_MINUTES).toBe(90);
    expect(slotsFor(today, rules({ now: at(12, 30) }))[0]?.label).toBe('14:00–15:00');
    expect(slotsFor(today, rules({ now: at(12, 31) }))[0]?.label).toBe('15:00–16:00');
  });
  it('pickup: 30 minutes are enough', () => {
    expect(SAME_DAY_PICKUP_LEAD_MINUTES).toBe(30);
    expect(slotsFor(today, rules({ now: at(13, 30), delivery: 'pickup' }))[0]?.label).toBe('14:00–15:00');
    expect(slotsFor(today, rules({ now: at(13, 31), delivery: 'pickup' }))[0]?.label).toBe('15:00–16:00');
  });
  it('closes today once the last slot is inside the lead time', () => {
    expect(slotsFor(today, rules({ now: at(19, 30) })).map((s) => s.label)).toEqual(['21:00–22:00']);
    expect(slotsFor(today, rules({ now: at(19, 31) }))).toEqual([]);
  });
  it('opens every slot on later days', () => {
    expect(slotsFor('2026-11-21', rules({ now: at(23) }))).toHaveLength(12);
  });
  it('has no slots outside the window or for a non-date', () => {
    expect(slotsFor('2026-11-19', rules())).toEqual([]);
    expect(slotsFor(addIsoDays('2026-11-20', ORDER_DATE_CHOICES), rules())).toEqual([]);
    expect(slotsFor(addIsoDays('2026-11-20', ORDER_DATE_CHOICES - 1), rules())).toHaveLength(12);
    expect(slotsFor('2026-02-30', rules())).toEqual([]);
    expect(slotsFor('tomorrow', rules())).toEqual([]);
  });
});

describe('dateWindow', () => {
  it('starts today while a slot is still open today', () => {
    expect(dateWindow(rules({ now: at(19, 30) }))).toEqual({
      earliest: '2026-11-20',
      latest: addIsoDays('2026-11-20', ORDER_DATE_CHOICES - 1),
    });
  });
  it('starts tomorrow once today is closed', () => {
    expect(dateWindow(rules({ now: at(19, 31) })).earliest).toBe('2026-11-21');
    expect(dateWindow(rules({ now: at(20, 31), delivery: 'pickup' })).earliest).toBe('2026-11-21');
    expect(dateWindow(rules({ now: at(20, 30), delivery: 'pickup' })).earliest).toBe('2026-11-20');
  });
  it('starts lead-time days ahead for cakes to order, even early in the morning', () => {
    expect(dateWindow(rules({ now: at(6), leadTimeDays: 2 })).earliest).toBe('2026-11-22');
    expect(dateWindow(rules({ now: at(6), leadTimeDays: 1 })).earliest).toBe('2026-11-21');
    expect(dateWindow(rules({ now: at(23, 59), leadTimeDays: 5 })).earliest).toBe('2026-11-25');
  });
  it('is always ORDER_DATE_CHOICES days long (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom('dostavka' as const, 'pickup' as const),
        (minutes, lead, delivery) => {
          const r = { now: { date: '2026-11-20', minutes }, delivery, leadTimeDays: lead };
          const dates = orderDates(r);
          expect(dates).toHaveLength(ORDER_DATE_CHOICES);
          expect(dates[0]).toBe(dateWindow(r).earliest);
          expect(dates.at(-1)).toBe(dateWindow(r).latest);
          // The first date always has an open slot, the day before it none.
          expect(slotsFor(dates[0]!, r).length).toBeGreaterThan(0);
          expect(slotsFor(addIsoDays(dates[0]!, -1), r)).toEqual([]);
          expect(dates[0]! >= addIsoDays('2026-11-20', lead)).toBe(true);
        },
      ),
    );
  });
});

describe('cartLeadTimeDays', () => {
  const leadTimes: Record<number, number> = { 1185: 5, 1186: 2, 1190: 3 };
  const leadTimeOf = (id: number) => leadTimes[id];
  it('is 0 without cakes to order', () => {
    expect(cartLeadTimeDays([{ id: 101, parent: 10 }], leadTimeOf)).toBe(0);
    expect(cartLeadTimeDays([], leadTimeOf)).toBe(0);
  });
  it('is the longest lead time among the cakes to order', () => {
    expect(cartLeadTimeDays([{ id: 1186, parent: 1184 }], leadTimeOf)).toBe(2);
    expect(
      cartLeadTimeDays(
        [
          { id: 1186, parent: 1184 },
          { id: 1190, parent: 1184 },
          { id: 101, parent: 10 },
        ],
        leadTimeOf,
      ),
    ).toBe(3);
    expect(
      cartLeadTimeDays(
        [
          { id: 1185, parent: 1184 },
          { id: 1190, parent: 1184 },
        ],
        leadTimeOf,
      ),
    ).toBe(5);
  });
  it('takes at least a day for a cake whose lead time is unknown or zero', () => {
    expect(cartLeadTimeDays([{ id: 1999, parent: 1184 }], leadTimeOf)).toBe(1);
    expect(cartLeadTimeDays([{ id: 1999, parent: 1184 }], () => 0)).toBe(1);
  });
  it('ignores a lead time on a product outside 1184', () => {
    expect(cartLeadTimeDays([{ id: 1185, parent: 10 }], leadTimeOf)).toBe(0);
  });
});

const options = (overrides: Partial<OrderValidationOptions> = {}): OrderValidationOptions => ({
  ...rules(),
  requireEmail: true,
  cafeIds: [1, 2],
  ...overrides,
});
const valid: OrderFormValues = {
  delivery: 'dostavka',
  address: { ...EMPTY_ADDRESS, value: 'Москва, ул. Тверская, д. 7', lat: 55.758, lon: 37.611, inZone: true },
  cafeId: null,
  date: '2026-11-21',
  time: '12:00–13:00',
  contact: { name: 'Анна', phone: '+7 (916) 123-45-67', email: 'anna@example.com' },
  comment: '',
  payment: 'cash',
};
const check = (patch: Partial<OrderFormValues>, opts: Partial<OrderValidationOptions> = {}) =>
  validateOrder({ ...valid, ...patch }, options(opts));
const address = (patch: Partial<OrderFormValues['address']>) => ({ address: { ...valid.address, ...patch } });
const contact = (patch: Partial<OrderFormValues['contact']>) => ({ contact: { ...valid.contact, ...patch } });

describe('validateOrder', () => {
  it('passes a complete delivery order and a complete pickup order', () => {
    expect(check({})).toEqual({});
    expect(check({ delivery: 'pickup', address: EMPTY_ADDRESS, cafeId: 2, payment: 'card' })).toEqual({});
  });

  describe('address (delivery)', () => {
    it('needs an address', () => {
      expect(check(address({ value: '  ' })).address).toBe('required');
    });
    it('needs a picked suggestion, not only typed text', () => {
      expect(check(address({ lat: null, lon: null, inZone: null })).address).toBe('notPicked');
      expect(check(address({ inZone: null })).address).toBe('notPicked');
    });
    it('refuses an address outside the zone', () => {
      expect(check(address({ inZone: false })).address).toBe('outOfZone');
    });
    it('takes typed text when no suggestions can be had (freeTextAddress), still needing the text and refusing a known out-of-zone point', () => {
      expect(
        check(address({ lat: null, lon: null, inZone: null }), { freeTextAddress: true }).address,
      ).toBeUndefined();
      expect(
        check(address({ value: ' ', lat: null, lon: null, inZone: null }), { freeTextAddress: true }).address,
      ).toBe('required');
      expect(check(address({ inZone: false }), { freeTextAddress: true }).address).toBe('outOfZone');
      expect(check(address({ lat: null, lon: null, inZone: null }), { freeTextAddress: false }).address).toBe(
        'notPicked',
      );
    });
    it('takes up to the address limit', () => {
      expect(check(address({ value: 'а'.repeat(ORDER_LIMITS.address) })).address).toBeUndefined();
      expect(check(address({ value: 'а'.repeat(ORDER_LIMITS.address + 1) })).address).toBe('tooLong');
    });
    it('checks flat, entrance, intercom lengths at the limit', () => {
      for (const field of ['flat', 'entrance', 'intercom'] as const) {
        expect(check(address({ [field]: '1'.repeat(ORDER_LIMITS[field]) }))[field]).toBeUndefined();
        expect(check(address({ [field]: '1'.repeat(ORDER_LIMITS[field] + 1) }))[field]).toBe('tooLong');
      }
    });
    it('takes a floor of digits (a basement is negative) and nothing else', () => {
      expect(check(address({ floor: '12' })).floor).toBeUndefined();
      expect(check(address({ floor: '-1' })).floor).toBeUndefined();
      expect(check(address({ floor: '' })).floor).toBeUndefined();
      expect(check(address({ floor: 'пятый' })).floor).toBe('digits');
      expect(check(address({ floor: '1234' })).floor).toBeUndefined();
      expect(check(address({ floor: '12345' })).floor).toBe('tooLong');
    });
    it('does not ask for an address or cafe on pickup except the cafe', () => {
      expect(check({ delivery: 'pickup', address: EMPTY_ADDRESS, cafeId: 1 }).address).toBeUndefined();
    });
  });

  describe('cafe (pickup)', () => {
    it('needs a cafe of the list', () => {
      expect(check({ delivery: 'pickup', cafeId: null }).cafe).toBe('required');
      expect(check({ delivery: 'pickup', cafeId: 99 }).cafe).toBe('required');
      expect(check({ delivery: 'pickup', cafeId: 1 }).cafe).toBeUndefined();
    });
    it('is not asked on delivery', () => {
      expect(check({ cafeId: null }).cafe).toBeUndefined();
    });
  });

  describe('date and time', () => {
    it('needs a date', () => {
      expect(check({ date: '' }).date).toBe('required');
      expect(check({ date: '21.11.2026' }).date).toBe('required');
      expect(check({ date: '' }).time).toBeUndefined();
    });
    it('refuses a day before the earliest and after the latest', () => {
      expect(check({ date: '2026-11-19' }).date).toBe('early');
      expect(check({ date: '2026-11-20', time: '21:00–22:00' }).date).toBeUndefined();
      const latest = addIsoDays('2026-11-20', ORDER_DATE_CHOICES - 1);
      expect(check({ date: latest }).date).toBeUndefined();
      expect(check({ date: addIsoDays(latest, 1) }).date).toBe('late');
    });
    it('refuses a cake-to-order date inside the lead time', () => {
      expect(check({ date: '2026-11-22' }, { leadTimeDays: 3 }).date).toBe('early');
      expect(check({ date: '2026-11-23' }, { leadTimeDays: 3 }).date).toBeUndefined();
    });
    it('needs a slot of the day', () => {
      expect(check({ time: '' }).time).toBe('required');
      expect(check({ time: '09:00–10:00' }).time).toBe('slotGone');
    });
    it('refuses a slot of today that has closed while the form was open', () => {
      expect(check({ date: '2026-11-20', time: '14:00–15:00' }, { now: at(12, 30) }).time).toBeUndefined();
      expect(check({ date: '2026-11-20', time: '14:00–15:00' }, { now: at(12, 31) }).time).toBe('slotGone');
    });
  });

  describe('contacts', () => {
    it('needs a name of at least 2 characters and at most the limit', () => {
      expect(check(contact({ name: ' ' })).name).toBe('required');
      expect(check(contact({ name: 'А' })).name).toBe('tooShort');
      expect(check(contact({ name: 'Ан' })).name).toBeUndefined();
      expect(check(contact({ name: 'а'.repeat(ORDER_LIMITS.name) })).name).toBeUndefined();
      expect(check(contact({ name: 'а'.repeat(ORDER_LIMITS.name + 1) })).name).toBe('tooLong');
    });
    it('needs a whole phone number', () => {
      expect(check(contact({ phone: '' })).phone).toBe('required');
      expect(check(contact({ phone: '+7 (' })).phone).toBe('required');
      expect(check(contact({ phone: '+7 (916) 123-45-6' })).phone).toBe('phone');
      expect(check(contact({ phone: '+7 (916) 123-45-67' })).phone).toBeUndefined();
    });
    it('needs a well-formed e-mail from a customer', () => {
      expect(check(contact({ email: '' })).email).toBe('required');
      expect(check(contact({ email: 'anna@' })).email).toBe('email');
      expect(check(contact({ email: ' anna@example.com ' })).email).toBeUndefined();
    });
    it('lets an operator leave the e-mail empty, but not wrong', () => {
      expect(check(contact({ email: '' }), { requireEmail: false }).email).toBeUndefined();
      expect(check(contact({ email: 'anna@' }), { requireEmail: false }).email).toBe('email');
    });
  });

  it('takes a comment up to the limit', () => {
    expect(check({ comment: 'а'.repeat(ORDER_LIMITS.comment) }).comment).toBeUndefined();
    expect(check({ comment: 'а'.repeat(ORDER_LIMITS.comment + 1) }).comment).toBe('tooLong');
  });

  it('needs a payment method', () => {
    expect(check({ payment: null }).payment).toBe('required');
    expect(check({ payment: 'card' }).payment).toBeUndefined();
  });
});

describe('firstInvalidField', () => {
  it('is the first field in the form order', () => {
    expect(firstInvalidField({ phone: 'phone', address: 'required' })).toBe('address');
    expect(firstInvalidField({ payment: 'required', email: 'email' })).toBe('email');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('isSlotOpen', () => {
  it('follows slotsFor', () => {
    expect(isSlotOpen('2026-11-20', '14:00–15:00', rules({ now: at(12, 30) }))).toBe(true);
    expect(isSlotOpen('2026-11-20', '14:00–15:00', rules({ now: at(12, 31) }))).toBe(false);
  });
});

describe('parseOrderNumber', () => {
  it('reads a positive whole number', () => {
    expect(parseOrderNumber('10001')).toBe(10001);
    expect(parseOrderNumber('1')).toBe(1);
  });
  it('refuses anything else', () => {
    for (const raw of [null, '', '0', '-1', '1.5', 'abc', '1e3', '1234567890123'])
      expect(parseOrderNumber(raw)).toBeNull();
  });
});
