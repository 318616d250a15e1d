import { describe, expect, it } from 'vitest';
import type { EventArticle } from './content';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  businessJsonLd,
  eventJsonLd,
  jsonLdScript,
  openingHours,
  productJsonLd,
} from './structuredData';
import type { Cafe, Product } from './types';

const product: Product = {
  id: 1186,
  categoryId: 1184,
  name: { ru: 'Торт «Медовик»', en: 'Honey cake' },
  description: { ru: 'Медовые коржи\n и крем', en: '' },
  price: 2900,
  weight: 1,
  unit: 'kg',
  image: '/assets/img/products/1186.webp',
  code: 'CK-1186',
  minimum: 1,
  multiplicity: 1,
  notDiscount: false,
  popular: false,
  choices: [],
};
const site = 'https://korica-slivki.ru';
const own = {
  url: `${site}/torty-na-zakaz/1186`,
  origin: site,
  locale: 'ru' as const,
  brand: 'Корица и Сливки',
};

describe('openingHours', () => {
  it('reads day ranges, single days and "daily" into schema.org form', () => {
    expect(openingHours('Пн–Пт 8:00–22:00, Сб–Вс 9:00–22:00')).toEqual([
      'Mo-Fr 08:00-22:00',
      'Sa-Su 09:00-22:00',
    ]);
    expect(openingHours('Приём заказов ежедневно 9:00–21:00')).toEqual(['Mo-Su 09:00-21:00']);
    expect(openingHours('Пн–Пт 7:30–21:00, Сб 10:00–18:00, Вс — выходной')).toEqual([
      'Mo-Fr 07:30-21:00',
      'Sa 10:00-18:00',
    ]);
  });

  it('states nothing rather than wrong hours when a part cannot be read', () => {
    expect(openingHours('Пн–Пт 8:00–22:00, по праздникам иначе')).toBeUndefined();
    expect(openingHours('круглосуточно')).toBeUndefined();
    expect(openingHours('Вс — выходной')).toBeUndefined();
    expect(openingHours('')).toBeUndefined();
  });
});

describe('absoluteUrl', () => {
  it('puts a path on the origin, keeps an absolute URL, and stays relative without an origin', () => {
    expect(absoluteUrl('/assets/a.webp', site)).toBe(`${site}/assets/a.webp`);
    expect(absoluteUrl('assets/a.webp', `${site}/`)).toBe(`${site}/assets/a.webp`);
    expect(absoluteUrl('https://cdn.test/a.webp', site)).toBe('https://cdn.test/a.webp');
    expect(absoluteUrl('//cdn.test/a.webp', site)).toBe('https://cdn.test/a.webp');
    expect(absoluteUrl('/assets/a.webp', null)).toBe('/assets/a.webp');
  });
});

describe('productJsonLd', () => {
  it('a product with an offer in roubles, in stock, its picture absolute and its text on one line', () => {
    expect(productJsonLd(product, own)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Торт «Медовик»',
      description: 'Медовые коржи и крем',
      image: `${site}/assets/img/products/1186.webp`,
      sku: 'CK-1186',
      brand: { '@type': 'Brand', name: 'Корица и Сливки' },
      offers: {
        '@type': 'Offer',
        price: 2900,
        priceCurrency: 'RUB',
        availability: 'https://schema.org/InStock',
        url: own.url,
      },
    });
  });

  it('a cake baked to order is made to order; an English page without an English text falls back to Russian', () => {
    const cake = productJsonLd({ ...product, leadTimeDays: 2 }, { ...own, locale: 'en' });
    expect(cake.offers).toMatchObject({ availability: 'https://schema.org/MadeToOrder' });
    expect(cake).toMatchObject({ name: 'Honey cake', description: 'Медовые коржи и крем' });
  });
});

describe('businessJsonLd', () => {
  const cafe = (hours: string): Cafe => ({
    id: 1,
    name: { ru: 'На Патриарших', en: "At Patriarch's" },
    address: { ru: 'Москва, ул. Малая Бронная, 28', en: '28 Malaya Bronnaya St., Moscow' },
    phone: '+7 (495) 120-45-71',
    hours: { ru: hours, en: '' },
    requisitesHtml: { ru: '', en: '' },
  });

  it('the shop with its phone, and each café with its address, phone and the hours it could read', () => {
    const data = businessJsonLd(
      {
        name: 'Корица и Сливки',
        url: `${site}/`,
        logo: `${site}/icons/icon-512.png`,
        phone: '+7\u00A0(495)\u00A0120\u201145\u201167',
        cafes: [cafe('Пн–Пт 8:00–22:00'), cafe('по договорённости')],
      },
      'en',
    );
    expect(data).toMatchObject({ '@type': 'CafeOrCoffeeShop', telephone: '+74951204567' });
    expect((data as { department?: unknown }).department).toEqual([
      {
        '@type': 'CafeOrCoffeeShop',
        name: "At Patriarch's",
        address: {
          '@type': 'PostalAddress',
          streetAddress: '28 Malaya Bronnaya St., Moscow',
          addressCountry: 'RU',
        },
        telephone: '+74951204571',
        openingHours: ['Mo-Fr 08:00-22:00'],
      },
      expect.not.objectContaining({ openingHours: expect.anything() }),
    ]);
  });
});

describe('eventJsonLd and breadcrumbJsonLd', () => {
  const event: EventArticle = {
    id: 1,
    alias: 'eclairs',
    date: '2026-11-21',
    title: { ru: 'Мастер-класс', en: 'Master class' },
    summary: { ru: 'Эклеры', en: 'Eclairs' },
    body: { ru: '', en: '' },
    image: '',
  };

  it('an event on its date at the shop, with no picture when it has none', () => {
    const data = eventJsonLd(event, { ...own, url: `${site}/sobytiya/eclairs` });
    expect(data).toMatchObject({ '@type': 'Event', name: 'Мастер-класс', startDate: '2026-11-21' });
    expect(data).not.toHaveProperty('image');
    expect(data.location).toMatchObject({ '@type': 'Place', name: 'Корица и Сливки' });
  });

  it('a breadcrumb numbers its items from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Главная', url: `${site}/` },
        { name: 'Торты', url: `${site}/torty-na-zakaz` },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Главная', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: 'Торты', item: `${site}/torty-na-zakaz` },
    ]);
  });
});

describe('jsonLdScript', () => {
  it('nothing in the data can close the script tag', () => {
    const html = jsonLdScript({ name: '</script><script>alert(1)</script>' });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/>(.*)<\/script>$/.exec(html)![1]!)).toEqual({
      name: '</script><script>alert(1)</script>',
    });
  });
});
