import type {
  BreadcrumbList,
  CafeOrCoffeeShop,
  Event,
  ItemAvailability,
  Product as SchemaProduct,
  WithContext,
} from 'schema-dts';
import type { EventArticle } from './content';
import { pick, type Cafe, type Locale, type Product } from './types';

/**
 * Structured data (schema.org JSON-LD) of the public pages, typed by schema-dts so the compiler checks every
 * property against schema.org's types. Pure: the build renders the blocks into each page's HTML
 * (src/entry-prerender.tsx); the browser never loads this module.
 */

/** A link made absolute against the site's origin (`SITE_URL`); without one it stays as it is (relative). */
export function absoluteUrl(url: string, origin: string | null): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  if (!origin) return url;
  return `${origin.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

const DAYS: Record<string, string> = {
  пн: 'Mo',
  вт: 'Tu',
  ср: 'We',
  чт: 'Th',
  пт: 'Fr',
  сб: 'Sa',
  вс: 'Su',
};
const DAY = '(пн|вт|ср|чт|пт|сб|вс)';
const TIME = '(\\d{1,2}):(\\d{2})';
const DASH = '\\s*[–—-]\\s*';
const OPEN = new RegExp(`^(?:${DAY}(?:${DASH}${DAY})?|(ежедневно))\\s+${TIME}${DASH}${TIME}$`);
const CLOSED = new RegExp(`^${DAY}(?:${DASH}${DAY})?${DASH}выходной$`);

/**
 * A cafe's hours as the data writes them in Russian ("Пн–Пт 8:00–22:00, Сб–Вс 9:00–22:00", "ежедневно
 * 9:00–21:00", "Вс — выходной") in schema.org's `openingHours` form (["Mo-Fr 08:00-22:00", "Sa-Su 09:00-22:00"]).
 * Anything else it cannot read gives undefined: no hours are stated rather than wrong ones.
 */
export function openingHours(text: string): string[] | undefined {
  const parts = text
    .toLowerCase()
    .replace(/^приём заказов\s+/, '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const part of parts) {
    if (CLOSED.test(part)) continue;
    const m = OPEN.exec(part);
    if (!m) return undefined;
    const [, from, to, daily, h1, m1, h2, m2] = m;
    const days = daily ? 'Mo-Su' : to ? `${DAYS[from!]}-${DAYS[to]}` : DAYS[from!];
    out.push(`${days} ${h1!.padStart(2, '0')}:${m1}-${h2!.padStart(2, '0')}:${m2}`);
  }
  return out.length ? out : undefined;
}

/** A phone number as schema.org's `telephone`: digits with a leading +, no spaces (the shown form has no-break ones). */
const telephone = (phone: string) => phone.replace(/[^\d+]/g, '');

export type Business = {
  name: string;
  /** The home page's URL. */
  url: string;
  logo: string;
  phone: string;
  cafes: Cafe[];
};

/** The shop on the home page: a café and bakery with its phone, and each café with its address, phone and hours. */
export function businessJsonLd(business: Business, locale: Locale): WithContext<CafeOrCoffeeShop> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CafeOrCoffeeShop',
    name: business.name,
    url: business.url,
    logo: business.logo,
    image: business.logo,
    telephone: telephone(business.phone),
    servesCuisine: locale === 'en' ? 'Bakery, desserts, breakfast' : 'Выпечка, десерты, завтраки',
    department: business.cafes.map((cafe): CafeOrCoffeeShop => {
      const hours = openingHours(cafe.hours.ru);
      return {
        '@type': 'CafeOrCoffeeShop',
        name: pick(cafe.name, locale),
        address: {
          '@type': 'PostalAddress',
          streetAddress: pick(cafe.address, locale),
          addressCountry: 'RU',
        },
        ...(cafe.phone ? { telephone: telephone(cafe.phone) } : {}),
        ...(hours ? { openingHours: hours } : {}),
      };
    }),
  };
}

/**
 * A product or cake with its offer: the price in roubles, in stock while the menu lists it; a cake baked to
 * order (it has a lead time) is made to order.
 */
export function productJsonLd(
  product: Product,
  { url, origin, locale, brand }: { url: string; origin: string | null; locale: Locale; brand: string },
): WithContext<SchemaProduct> {
  const availability: ItemAvailability =
    product.leadTimeDays !== undefined ? 'https://schema.org/MadeToOrder' : 'https://schema.org/InStock';
  const description = pick(product.description, locale).replace(/\s+/g, ' ').trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: pick(product.name, locale),
    ...(description ? { description } : {}),
    ...(product.image ? { image: absoluteUrl(product.image, origin) } : {}),
    ...(product.code ? { sku: product.code } : {}),
    brand: { '@type': 'Brand', name: brand },
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: 'RUB',
      availability,
      url,
    },
  };
}

/** An event article: a workshop or tasting at the shop's cafés, on its date. */
export function eventJsonLd(
  event: EventArticle,
  { url, origin, locale, brand }: { url: string; origin: string | null; locale: Locale; brand: string },
): WithContext<Event> {
  const description = pick(event.summary, locale).replace(/\s+/g, ' ').trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: pick(event.title, locale),
    ...(description ? { description } : {}),
    startDate: event.date,
    url,
    ...(event.image ? { image: absoluteUrl(event.image, origin) } : {}),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: brand,
      address: {
        '@type': 'PostalAddress',
        addressLocality: locale === 'en' ? 'Moscow' : 'Москва',
        addressCountry: 'RU',
      },
    },
    organizer: { '@type': 'Organization', name: brand },
  };
}

/** The breadcrumb a page shows (home first, the page itself last), each with its URL. */
export function breadcrumbJsonLd(crumbs: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** A `<script type="application/ld+json">` block: nothing in the data can close the tag. */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
