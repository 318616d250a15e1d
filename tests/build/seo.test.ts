// What a crawler or a messenger reads of a prerendered build (scripts/prerender.mjs, SITE_URL=https://korica-slivki.ru
// as scripts/test.mjs builds it): each page's heading, title, preview tags and JSON-LD, the sitemap and robots.txt.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { files } from './builtPages';

const dist = 'dist-prerendered';
const SITE = 'https://korica-slivki.ru';
const built = existsSync(join(dist, 'sitemap.xml'));

/** The text of HTML's escapes, as a crawler reads it. */
const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A page of the build as a crawler reads it (no script run). */
function read(path: string) {
  const html = readFileSync(join(dist, path, 'index.html'), 'utf8');
  const attr = (selector: RegExp) => {
    const value = selector.exec(html)?.[1];
    return value === undefined ? undefined : unescape(value);
  };
  return {
    html,
    title: attr(/<title>([^<]*)<\/title>/),
    h1: attr(/<h1\b[^>]*>([^<]*)</),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    og: (name: string) => attr(new RegExp(`<meta property="og:${name}" content="([^"]*)"`)),
    twitter: attr(/<meta name="twitter:card" content="([^"]*)"/),
    hreflang: (lang: string) => attr(new RegExp(`<link rel="alternate" hrefLang="${lang}" href="([^"]*)"`)),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown> & { '@type': string },
    ),
  };
}

const ofType = (page: ReturnType<typeof read>, type: string) => page.jsonLd.find((b) => b['@type'] === type);

describe.runIf(built)(
  `prerendered pages as a crawler reads them (run \`npm test -- build build-prerendered\`)`,
  () => {
    it('a cake: its heading, title, picture in the preview, Product with its offer and the breadcrumb', () => {
      const page = read('torty-na-zakaz/1186');
      expect(page.h1).toBe('Торт «Медовик»');
      expect(page.title).toBe('Торт «Медовик» — Корица и Сливки');
      expect(page.description).toMatch(/медовых коржей/);
      expect(page.canonical).toBe(`${SITE}/torty-na-zakaz/1186`);
      expect(page.hreflang('en')).toBe(`${SITE}/en/torty-na-zakaz/1186`);
      expect(page.hreflang('x-default')).toBe(`${SITE}/torty-na-zakaz/1186`);
      expect(page.og('type')).toBe('product');
      expect(page.og('image')).toBe(`${SITE}/assets/img/products/1186.webp`);
      expect(page.twitter).toBe('summary_large_image');
      expect(ofType(page, 'Product')).toMatchObject({
        name: 'Торт «Медовик»',
        offers: {
          '@type': 'Offer',
          price: 2900,
          priceCurrency: 'RUB',
          availability: 'https://schema.org/MadeToOrder',
        },
      });
      expect(ofType(page, 'BreadcrumbList')).toMatchObject({
        itemListElement: [
          { position: 1, item: `${SITE}/` },
          { position: 2, name: 'Торты на заказ', item: `${SITE}/torty-na-zakaz` },
          { position: 3, name: 'Торт «Медовик»', item: `${SITE}/torty-na-zakaz/1186` },
        ],
      });
    });

    it('a menu item in English: its own heading, title, locale and an in-stock offer', () => {
      const page = read('en/menyu/coffee/103');
      expect(page.h1).toBe('Cappuccino');
      expect(page.title).toBe('Cappuccino — Cinnamon & Cream');
      expect(page.og('locale')).toBe('en_US');
      expect(page.canonical).toBe(`${SITE}/en/menyu/coffee/103`);
      expect(ofType(page, 'Product')).toMatchObject({
        name: 'Cappuccino',
        offers: { priceCurrency: 'RUB', availability: 'https://schema.org/InStock' },
      });
    });

    it('an event: its article heading, Event with its date and place', () => {
      const page = read('sobytiya/master-klass-eklery');
      expect(page.h1).toBe('Мастер-класс: эклеры с шеф-кондитером');
      expect(page.title).toBe('Мастер-класс: эклеры с шеф-кондитером — Корица и Сливки');
      expect(page.og('type')).toBe('article');
      expect(ofType(page, 'Event')).toMatchObject({
        name: 'Мастер-класс: эклеры с шеф-кондитером',
        startDate: '2026-11-21',
        location: { '@type': 'Place' },
      });
    });

    it('a content page (delivery): its heading, title, preview tags and breadcrumb', () => {
      const page = read('dostavka');
      expect(page.h1).toBe('Доставка и самовывоз');
      expect(page.title).toMatch(/^Доставка.* — Корица и Сливки$/);
      expect(page.og('title')).toBe(page.title);
      expect(page.og('type')).toBe('website');
      expect(ofType(page, 'BreadcrumbList')).toBeDefined();
    });

    it('the home page: the café business with its phone, cafés, addresses and opening hours', () => {
      const page = read('');
      const business = ofType(page, 'CafeOrCoffeeShop') as unknown as {
        telephone: string;
        department: object[];
      };
      expect(business.telephone).toBe('+74951204567');
      expect(business.department.length).toBeGreaterThan(3);
      expect(business.department[0]).toMatchObject({
        address: { '@type': 'PostalAddress', streetAddress: 'Москва, ул. Малая Бронная, 28' },
        openingHours: ['Mo-Fr 08:00-22:00', 'Sa-Su 09:00-22:00'],
      });
      expect(page.og('image')).toBe(`${SITE}/icons/preview.png`);
    });

    it("every page's JSON-LD blocks parse and name schema.org's context and a type", () => {
      const pages = files(dist).filter((f) => f.endsWith('index.html'));
      let blocks = 0;
      for (const file of pages) {
        const html = readFileSync(file, 'utf8');
        if (!html.includes('data-prerendered=')) continue;
        for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)) {
          const block = JSON.parse(json!) as Record<string, unknown>;
          expect(block['@context'], file).toBe('https://schema.org');
          expect(block['@type'], file).toMatch(/^[A-Z]\w+$/);
          blocks += 1;
        }
      }
      expect(blocks).toBeGreaterThan(pages.length / 2);
    });

    it('private pages are the shell with noindex, never the home page', () => {
      for (const path of [
        'ordering',
        'en/ordering',
        'kabinet',
        'spasibo',
        'udc_adminpanel',
        'promo/ordering',
      ]) {
        const html = readFileSync(join(dist, path, 'index.html'), 'utf8');
        expect(html, path).toMatch(/<meta name="robots" content="noindex" \/>/);
        expect(html, path).toMatch(/<div id="root"><\/div>/);
      }
    });

    it('sitemap.xml lists every public page with its language alternates; robots.txt names it and keeps crawlers out of the private pages', () => {
      const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
      const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toEqual(
        expect.arrayContaining([
          `${SITE}/`,
          `${SITE}/en`,
          `${SITE}/torty-na-zakaz/1186`,
          `${SITE}/en/menyu/coffee/103`,
        ]),
      );
      expect(locs).not.toContain(`${SITE}/ordering`);
      expect(sitemap).toContain(
        `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/en/torty-na-zakaz/1186"/>`,
      );
      const robots = readFileSync(join(dist, 'robots.txt'), 'utf8');
      expect(robots).toMatch(/^Disallow: \/ordering$/m);
      expect(robots).toMatch(/^Disallow: \/en\/kabinet$/m);
      expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
      expect(existsSync(join(dist, 'manifest.webmanifest'))).toBe(true);
    });
  },
);
