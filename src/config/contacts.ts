import { fileUrl } from '@/domain/safeUrl';

/** `{api}` of SPEC.md section 7, as config/env reads it ('' = same origin). */
const api = String(import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '');

/**
 * A menu PDF "under the server's assets/pdf area" (SPEC.md section 2): on `{api}` when the build names one;
 * otherwise the app's own copy, relative to its base so the demo build finds it in any folder.
 */
const menuPdf = (name: string) =>
  api ? fileUrl(`assets/pdf/${name}`, api) : `${import.meta.env.BASE_URL}assets/pdf/${name}`;

/** A phone number as shown: no-break spaces and hyphens, so it never wraps across lines (the `tel:` link keeps the digits). */
export function unbreakablePhone(phone: string): string {
  return phone.replace(/ /g, '\u00A0').replace(/-/g, '\u2011');
}

/** The shop's public contacts, shown in the header and footer. */
export const contacts = {
  phone: unbreakablePhone('+7 (495) 120-45-67'),
  deliveryPhone: unbreakablePhone('+7 (495) 120-45-68'),
  email: 'hello@korica-slivki.ru',
  social: [
    { name: 'VK', url: 'https://vk.com/korica_slivki' },
    { name: 'Telegram', url: 'https://t.me/korica_slivki' },
  ],
  restaurantMenuPdf: menuPdf('restaurant-menu.pdf'),
  barMenuPdf: menuPdf('bar-menu.pdf'),
} as const;

/** `tel:` link of a formatted phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
