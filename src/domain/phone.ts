/** The phone mask of SPEC.md sections 5 and 9, and how typed or pasted numbers fit into it. */

/** `+7 (###) ###-##-##` in imask's notation: `{7}` keeps the country code in the value. */
export const PHONE_MASK = '+{7} (000) 000-00-00';
export const PHONE_PLACEHOLDER = '+7 (___) ___-__-__';
/** Digits of a full Russian number with the country code. */
export const PHONE_DIGITS = 11;

/**
 * Rewrites what is typed or pasted into the phone field before the mask sees it.
 * `current` is the field's masked value at that moment (after any selection was removed).
 * - Into an empty field, a typed leading 8 is the trunk prefix: it becomes the country code 7
 *   (the mask then shows "+7" instead of taking the 8 as the first digit of the area code);
 *   a typed leading 7 already is the country code.
 * - A pasted whole number (`+7 916…`, `8 916…`, `7916…`, `8 (916) 123-45-67`) is reduced to its
 *   digits, and a leading 8 or 7 of an 11-digit number becomes the country code.
 * - A pasted 10-digit number is the number without its prefix.
 */
export function preparePhoneInput(chunk: string, current: string): string {
  const empty = current.replace(/\D/g, '') === '';
  if (chunk.length === 1) {
    return empty && chunk === '8' ? '7' : chunk;
  }
  const digits = chunk.replace(/\D/g, '');
  if (!empty || digits === '') return digits;
  if (digits.length === PHONE_DIGITS - 1) return `7${digits}`;
  return (digits.startsWith('8') ? `7${digits.slice(1)}` : digits).slice(0, PHONE_DIGITS);
}

/** The digits of a phone number as the mask keeps them (country code first). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Whether the masked value is a whole number: +7 and ten digits. */
export function isCompletePhone(value: string): boolean {
  const digits = phoneDigits(value);
  return digits.length === PHONE_DIGITS && digits.startsWith('7');
}
