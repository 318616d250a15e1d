import fc from 'fast-check';
import IMask from 'imask';
import { describe, expect, it } from 'vitest';
import { isCompletePhone, PHONE_MASK, preparePhoneInput } from './phone';

/** The mask as the field uses it, fed like a paste (one chunk) or like typing (one character at a time). */
function masked() {
  return IMask.createMask({
    mask: PHONE_MASK,
    prepare: (chunk: string, m: { value: string }) => preparePhoneInput(chunk, m.value),
  });
}
const paste = (text: string) => {
  const mask = masked();
  mask.append(text, { input: true });
  return mask.value;
};
const type = (text: string) => {
  const mask = masked();
  for (const ch of text) mask.append(ch, { input: true });
  return mask.value;
};

describe('preparePhoneInput', () => {
  it('turns a typed leading 8 into the country code, only into an empty field', () => {
    expect(preparePhoneInput('8', '')).toBe('7');
    expect(preparePhoneInput('8', '+7')).toBe('8');
    expect(preparePhoneInput('8', '+7 (9')).toBe('8');
    expect(preparePhoneInput('9', '')).toBe('9');
  });
  it('reduces a pasted number to its digits with the country code', () => {
    expect(preparePhoneInput('+7 (916) 123-45-67', '')).toBe('79161234567');
    expect(preparePhoneInput('8 916 123 45 67', '')).toBe('79161234567');
    expect(preparePhoneInput('9161234567', '')).toBe('79161234567');
    expect(preparePhoneInput('8121234567', '')).toBe('78121234567');
  });
  it('pastes digits only into a field that already has some', () => {
    expect(preparePhoneInput('12-3', '+7 (916) ')).toBe('123');
  });
});

describe('the phone mask +7 (###) ###-##-##', () => {
  it.each(['9161234567', '89161234567', '79161234567', '+79161234567', '+7 916 123-45-67'])(
    'typing %s gives +7 (916) 123-45-67',
    (typed) => {
      expect(type(typed)).toBe('+7 (916) 123-45-67');
    },
  );
  it.each([
    '+7 (916) 123-45-67',
    '+79161234567',
    '89161234567',
    '79161234567',
    '8 (916) 123-45-67',
    '9161234567',
    ' 8-916-123-45-67 ',
  ])('pasting %s gives +7 (916) 123-45-67', (pasted) => {
    expect(paste(pasted)).toBe('+7 (916) 123-45-67');
  });
  it('keeps an area code that starts with 8 or 7 when the prefix was typed first', () => {
    expect(type('88121234567')).toBe('+7 (812) 123-45-67');
    expect(type('+78001234567')).toBe('+7 (800) 123-45-67');
    expect(paste('8 (800) 123-45-67')).toBe('+7 (800) 123-45-67');
    expect(paste('8001234567')).toBe('+7 (800) 123-45-67');
  });
  it('gives the same whole number for any ten digits, typed with 8, 7, +7 or nothing, or pasted', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{10}$/),
        fc.constantFrom('8', '7', '+7', '+7 ', '8 '),
        (national, prefix) => {
          const expected = `+7 (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`;
          expect(type(`${prefix}${national}`)).toBe(expected);
          expect(paste(`${prefix}${national}`)).toBe(expected);
          expect(paste(national)).toBe(expected);
        },
      ),
    );
  });
});

describe('isCompletePhone', () => {
  it('is true for +7 and ten digits only', () => {
    expect(isCompletePhone('+7 (916) 123-45-67')).toBe(true);
    expect(isCompletePhone('+7 (916) 123-45-6')).toBe(false);
    expect(isCompletePhone('')).toBe(false);
  });
});
