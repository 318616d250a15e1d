import { isCompletePhone } from './phone';
import type { Locale } from './types';

/** The longest inscription a pastry chef pipes on a cake. */
export const CAKE_INSCRIPTION_MAX = 40;
/** The individual cake description: long enough to be useful, short enough for an order note. */
export const CAKE_DESCRIPTION_MIN = 10;
export const CAKE_DESCRIPTION_MAX = 1000;
/** Cakes are taken for dates up to half a year ahead. */
const CAKE_MAX_DAYS_AHEAD = 180;
/** A reference picture is shown in the browser only; larger files are refused. */
export const CAKE_REFERENCE_MAX_BYTES = 10 * 1024 * 1024;

/** A cake's line price: the price per kg times the chosen weight, in whole rubles. */
export function cakeLinePrice(pricePerKg: number, weightKg: number): number {
  return Math.round(pricePerKg * weightKg);
}

/** A weight in kg as people write it: `1,5` in Russian, `1.5` in English. */
export function formatKg(weightKg: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { maximumFractionDigits: 2 }).format(
    weightKg,
  );
}

/** The date as YYYY-MM-DD in local time (what `<input type="date">` reads and writes). */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `today` plus whole days, at local midnight. */
export function addDays(today: Date, days: number): Date {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
}

/** The first date a cake can be ready: `leadTimeDays` after today (at least the next day). */
export function earliestCakeDate(today: Date, leadTimeDays: number | undefined): string {
  return toIsoDate(addDays(today, Math.max(1, leadTimeDays ?? 1)));
}

/** The last date a cake is taken for. */
export function latestCakeDate(today: Date): string {
  return toIsoDate(addDays(today, CAKE_MAX_DAYS_AHEAD));
}

export type IndividualCakeForm = {
  description: string;
  weight: number | null;
  date: string;
  name: string;
  phone: string;
};

export type IndividualCakeField = keyof IndividualCakeForm;
export type IndividualCakeErrors = Partial<
  Record<IndividualCakeField, 'required' | 'short' | 'long' | 'early' | 'late' | 'invalid'>
>;

/** Checks the individual cake form; an empty result means it can go into the cart. */
export function validateIndividualCake(
  form: IndividualCakeForm,
  options: { today: Date; leadTimeDays?: number; weights: readonly number[] },
): IndividualCakeErrors {
  const errors: IndividualCakeErrors = {};
  const description = form.description.trim();
  if (!description) errors.description = 'required';
  else if (description.length < CAKE_DESCRIPTION_MIN) errors.description = 'short';
  else if (description.length > CAKE_DESCRIPTION_MAX) errors.description = 'long';
  if (form.weight === null) errors.weight = 'required';
  else if (!options.weights.includes(form.weight)) errors.weight = 'invalid';
  if (!form.date) errors.date = 'required';
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(form.date)) errors.date = 'invalid';
  else if (form.date < earliestCakeDate(options.today, options.leadTimeDays)) errors.date = 'early';
  else if (form.date > latestCakeDate(options.today)) errors.date = 'late';
  if (form.name.trim().length === 0) errors.name = 'required';
  else if (form.name.trim().length < 2) errors.name = 'short';
  if (!form.phone.replace(/\D/g, '').replace(/^7/, '')) errors.phone = 'required';
  else if (!isCompletePhone(form.phone)) errors.phone = 'invalid';
  return errors;
}

/** The order note of a line (`well`): "Label: value" pairs, empty values left out. */
export function describeOptions(parts: readonly (readonly [label: string, value: string])[]): string {
  return parts
    .filter(([, value]) => value.trim() !== '')
    .map(([label, value]) => `${label}: ${value.trim()}`)
    .join('; ');
}
