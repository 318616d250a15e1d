// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contacts, telHref, unbreakablePhone } from './contacts';

describe('phone numbers as shown', () => {
  it('never wrap: no breakable space or hyphen', () => {
    expect(unbreakablePhone('+7 (495) 120-45-67')).toBe('+7\u00A0(495)\u00A0120\u201145\u201167');
    for (const phone of [contacts.phone, contacts.deliveryPhone]) expect(phone).not.toMatch(/[ -]/);
  });
  it('still dial the digits', () => {
    expect(telHref(contacts.phone)).toBe('tel:+74951204567');
  });
});
