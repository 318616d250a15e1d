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
  // Relative to the app's base, so the demo build finds them in any folder.
  restaurantMenuPdf: `${import.meta.env.BASE_URL}assets/pdf/restaurant-menu.pdf`,
  barMenuPdf: `${import.meta.env.BASE_URL}assets/pdf/bar-menu.pdf`,
} as const;

/** `tel:` link of a formatted phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
