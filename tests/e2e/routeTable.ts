import { routes, type RouteName } from '../../src/app/paths';

/**
 * Every route of the route table (src/app/paths.ts) as a URL to open, so browser checks pick up new routes
 * by themselves. Routes with parameters take a fixture sample; a new parameter without one falls back to "1"
 * (the page then shows its own not-found state, which is checked too) — add a sample here when it lands.
 */
const SAMPLES: Record<string, string> = {
  'dish.id': '202',
  'submenu.submenu': 'salaty',
  'submenuItem.submenu': 'salaty',
  'submenuItem.id': '401',
  'event.id': 'master-klass-eklery',
  'cake.id': '1186',
  'promo.id': 'autumn',
};

/** What makes a page real beyond a heading: its h1 in Russian and English, a piece only it has, its layout. */
type PageContent = { h1: [string, string]; testId?: string; layout?: 'promo' };

const CONTENT: Partial<Record<RouteName, PageContent>> = {
  home: {
    h1: [
      'Свежая выпечка и торты с доставкой к вашему столу',
      'Fresh pastries and cakes delivered to your table',
    ],
    testId: 'offers',
  },
  events: { h1: ['События', 'Events'], testId: 'event-card' },
  event: {
    h1: ['Мастер-класс: эклеры с шеф-кондитером', 'Master class: eclairs with our head pastry chef'],
    testId: 'event-article',
  },
  vacancies: { h1: ['Вакансии', 'Vacancies'], testId: 'vacancy' },
  about: { h1: ['О нас', 'About us'], testId: 'cafe-list' },
  franchise: { h1: ['Франшиза', 'Franchise'], testId: 'franchise-form' },
  delivery: { h1: ['Доставка и самовывоз', 'Delivery and pickup'], testId: 'delivery-scheme' },
  politics: { h1: ['Политика конфиденциальности', 'Privacy policy'] },
  sitemap: { h1: ['Карта сайта', 'Sitemap'], testId: 'sitemap-events' },
  promoIndex: { h1: ['Специальное предложение', 'Special offer'], testId: 'promo-card', layout: 'promo' },
  promoFlowers: { h1: ['Цветы к торту', 'Flowers with your cake'], testId: 'bouquet', layout: 'promo' },
  promo: { h1: ['Осенние десерты', 'Autumn desserts'], testId: 'promo-landing', layout: 'promo' },
  oldPages: { h1: ['Архив страниц', 'Page archive'], testId: 'legacy-notice' },
  oldDelivery: { h1: ['Доставка (архив)', 'Delivery (archive)'], testId: 'legacy-notice' },
};

/** Scenario a route needs to show its real content rather than a login wall (admin pages need an admin). */
function scenarioOf(name: RouteName): string | undefined {
  return routes[name].startsWith(routes.admin) ? 'logged-in-admin' : undefined;
}

export type RouteCase = {
  name: RouteName;
  path: string;
  scenario?: string;
  sampled: boolean;
  content?: PageContent;
};

/** One case per route name, locale-free (the Russian path). */
export function routeCases(): RouteCase[] {
  return (Object.keys(routes) as RouteName[]).map((name) => {
    let sampled = true;
    const path = routes[name].replace(/:(\w+)\??/g, (_, key: string) => {
      const sample = SAMPLES[`${name}.${key}`];
      if (sample === undefined) sampled = false;
      return sample ?? '1';
    });
    return { name, path, scenario: scenarioOf(name), sampled, content: CONTENT[name] };
  });
}

/** The path in a locale: Russian plain, English under /en. */
export function inLocale(path: string, locale: 'ru' | 'en'): string {
  if (locale === 'ru') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** The URL to open, with the route's scenario. */
export function urlOf(route: RouteCase, locale: 'ru' | 'en'): string {
  const path = inLocale(route.path, locale);
  return route.scenario ? `${path}?scenario=${route.scenario}` : path;
}
