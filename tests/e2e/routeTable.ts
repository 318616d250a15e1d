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

/** Scenario a route needs to show its real content rather than a login wall (admin pages need an admin). */
function scenarioOf(name: RouteName): string | undefined {
  return routes[name].startsWith(routes.admin) ? 'logged-in-admin' : undefined;
}

export type RouteCase = { name: RouteName; path: string; scenario?: string; sampled: boolean };

/** One case per route name, locale-free (the Russian path). */
export function routeCases(): RouteCase[] {
  return (Object.keys(routes) as RouteName[]).map((name) => {
    let sampled = true;
    const path = routes[name].replace(/:(\w+)\??/g, (_, key: string) => {
      const sample = SAMPLES[`${name}.${key}`];
      if (sample === undefined) sampled = false;
      return sample ?? '1';
    });
    return { name, path, scenario: scenarioOf(name), sampled };
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
