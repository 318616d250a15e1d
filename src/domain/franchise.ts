import { isCompletePhone } from './phone';

/** The franchise request's fields with a rule (the note about the applicant is free and optional). */
export type FranchiseField = 'name' | 'phone' | 'email' | 'city';
export const FRANCHISE_FIELDS: readonly FranchiseField[] = ['name', 'phone', 'email', 'city'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Which fields of a franchise request are missing or malformed, in form order. */
export function franchiseErrors(values: Record<FranchiseField, string>): FranchiseField[] {
  const errors: FranchiseField[] = [];
  if (values.name.trim().length < 2) errors.push('name');
  if (!isCompletePhone(values.phone)) errors.push('phone');
  if (!EMAIL.test(values.email.trim())) errors.push('email');
  if (values.city.trim().length < 2) errors.push('city');
  return errors;
}

/** The message the request reaches the feedback inbox with: its first words say what it is. */
export function franchiseMessage(city: string, about: string): string {
  return [`Франшиза. Город: ${city.trim()}.`, about.trim()].filter(Boolean).join(' ');
}
