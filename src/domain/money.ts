import type { Locale } from './types';

const NARROW_NBSP = '\u202F';
const NBSP = '\u00A0';
/** The typographic minus (U+2212), not the hyphen: discounts read `−360 р.`. */
export const MINUS = '\u2212';
const formatters = new Map<Locale, Intl.NumberFormat>();

/**
 * Whole rubles as the shop shows them: `1 250 р.` in Russian, `1,250 р.` in English, `−500 р.` below zero.
 * Never breaks across lines: the thousands take a narrow no-break space and the sign `р.` a no-break space.
 */
export function formatMoney(amount: number, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { maximumFractionDigits: 0 });
    formatters.set(locale, formatter);
  }
  const rounded = Math.round(amount);
  // -0.4 rounds to -0: no sign for a zero.
  const digits = formatter.format(Math.abs(rounded)).replace(/[\s\u00A0\u202F]/g, NARROW_NBSP);
  return `${rounded < 0 ? MINUS : ''}${digits}${NBSP}р.`;
}

/** A discount as a negative sum (`−360 р.`); nothing to show for no discount. */
export function formatDiscount(amount: number, locale: Locale): string | null {
  return Math.round(amount) > 0 ? formatMoney(-amount, locale) : null;
}
