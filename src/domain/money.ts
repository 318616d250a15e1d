import type { Locale } from './types';

const NARROW_NBSP = '\u202F';
const NBSP = '\u00A0';
const formatters = new Map<Locale, Intl.NumberFormat>();

/** Whole rubles as the shop shows them: `1 250 р.` in Russian, `1,250 р.` in English; never breaks across lines. */
export function formatMoney(amount: number, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { maximumFractionDigits: 0 });
    formatters.set(locale, formatter);
  }
  const digits = formatter.format(Math.round(amount)).replace(/[\s\u00A0\u202F]/g, NARROW_NBSP);
  return `${digits}${NBSP}р.`;
}
