import type { Locale } from '@/domain/types';

/** Every route of SPEC.md section 2, without the locale prefix. The only place that spells a URL. */
export const routes = {
  home: '/',
  dishes: '/blyudo',
  dish: '/blyudo/:id',
  delivery: '/dostavka',
  franchise: '/franshiza',
  handOrdering: '/handOrdering',
  account: '/kabinet',
  menu: '/menyu',
  menuCoffee: '/menyu/coffee',
  menuBreakfast: '/menyu/idealnyij-zavtrak',
  menuDrinks: '/menyu/menyu-napitkov',
  submenu: '/menyu/:submenu',
  submenuItem: '/menyu/:submenu/:id',
  about: '/o-nas',
  ordering: '/ordering',
  oldPages: '/old_pages',
  oldOrderingTest: '/old_pages/ordering_test',
  oldDelivery: '/old_pages/dostavka',
  oldHandOrdering: '/old_pages/handOrdering',
  politics: '/politics',
  registration: '/registraciya',
  sitemap: '/sitemap',
  events: '/sobytiya',
  event: '/sobytiya/:id',
  thanks: '/spasibo',
  individualCake: '/tort-po-individualnomu-zakazu',
  cakes: '/torty-na-zakaz',
  cake: '/torty-na-zakaz/:id',
  vacancies: '/vakansii',
  promoFlowers: '/promo/flowers',
  promoOrdering: '/promo/ordering',
  promoIndex: '/promo',
  promo: '/promo/:id',
  admin: '/udc_adminpanel',
  adminBm: '/udc_adminpanel/bm-ordering',
  adminCg: '/udc_adminpanel/cg-ordering',
  adminCs: '/udc_adminpanel/cs-ordering',
  adminCsOld: '/udc_adminpanel/cs-ordering-old',
  adminDadata: '/udc_adminpanel/test_dadata',
  adminUdc: '/udc_adminpanel/udc-ordering',
} as const;

export type RouteName = keyof typeof routes;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type RouteParams<N extends RouteName> = { [K in ParamNames<(typeof routes)[N]>]: string | number };

type ParamArgs<N extends RouteName> = [ParamNames<(typeof routes)[N]>] extends [never]
  ? []
  : [RouteParams<N>];

/** Adds the locale prefix: Russian at the plain path, English under /en. */
export function localize(path: string, locale: Locale): string {
  if (locale === 'ru') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** The typed href builder: `getHref('dish', 'en', { id: 5 })` → `/en/blyudo/5`. */
export function getHref<N extends RouteName>(name: N, locale: Locale, ...args: ParamArgs<N>): string {
  const params = (args[0] ?? {}) as Record<string, string | number>;
  const path = routes[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`getHref('${name}') needs the parameter "${key}"`);
    return encodeURIComponent(String(value));
  });
  return localize(path, locale);
}

/** Routes without parameters, for menus and lists of links. */
export type StaticRouteName = {
  [N in RouteName]: [ParamNames<(typeof routes)[N]>] extends [never] ? N : never;
}[RouteName];

/** href of a route without parameters, in a locale. */
export function pageHref(name: StaticRouteName, locale: Locale): string {
  return localize(routes[name], locale);
}

/** The personal-account link is never locale-prefixed (SPEC.md section 2). */
export const accountHref = routes.account;

/** Splits a pathname into its locale and the path without prefix. */
export function parseLocalePath(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/en' || pathname.startsWith('/en/')) {
    return { locale: 'en', path: pathname.slice(3) || '/' };
  }
  return { locale: 'ru', path: pathname || '/' };
}

/** The same page in the other locale (the RU/EN switch). */
export function switchLocale(pathname: string, search: string, to: Locale): string {
  const { path } = parseLocalePath(pathname);
  return `${localize(path, to)}${search}`;
}

/** Route path relative to a locale root, for the router table ('/' → index). */
export function relative(name: RouteName): string {
  return routes[name].slice(1);
}
