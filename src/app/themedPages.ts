import type { ComponentType } from 'react';
import { BlankLayout, PromoLayout, RegistrationLayout } from './layout/otherLayouts';

type PageModule = { default: ComponentType };

/**
 * The loaders of every page that is not a first-paint page, in a chunk of their own. Each `import()` of a
 * page carries the list of chunks to preload with it (about 40 lists of MUI chunks); kept in the route
 * table they were 3 KB gzip of every page's first JavaScript. The layouts only they use come along. The
 * router fetches this chunk when the browser is idle after the first render (`prefetchThemedPages`), or
 * at boot when the first page opened is one of them (main.tsx).
 */
export const themedPages = {
  dishes: () => import('@/pages/DishesPage'),
  dish: () => import('@/pages/DishPage'),
  delivery: () => import('@/pages/DeliveryPage'),
  franchise: () => import('@/pages/FranchisePage'),
  handOrdering: () => import('@/pages/HandOrderingPage'),
  account: () => import('@/pages/AccountPage'),
  menuSection: () => import('@/pages/MenuSectionPage'),
  menuItem: () => import('@/pages/MenuItemPage'),
  about: () => import('@/pages/AboutPage'),
  ordering: () => import('@/pages/OrderingPage'),
  oldPages: () => import('@/pages/OldPagesPage'),
  oldOrderingTest: () => import('@/pages/OldOrderingTestPage'),
  oldDelivery: () => import('@/pages/OldDeliveryPage'),
  oldHandOrdering: () => import('@/pages/OldHandOrderingPage'),
  politics: () => import('@/pages/PoliticsPage'),
  sitemap: () => import('@/pages/SitemapPage'),
  events: () => import('@/pages/EventsPage'),
  event: () => import('@/pages/EventPage'),
  thanks: () => import('@/pages/ThanksPage'),
  individualCake: () => import('@/pages/IndividualCakePage'),
  cake: () => import('@/pages/CakePage'),
  vacancies: () => import('@/pages/VacanciesPage'),
  notFound: () => import('@/pages/NotFoundPage'),
  promoFlowers: () => import('@/pages/PromoFlowersPage'),
  promo: () => import('@/pages/PromoPage'),
  registration: () => import('@/pages/RegistrationPage'),
  // The guard (and the auth code it needs) loads only when an admin page is opened.
  adminGuard: () => import('./AdminGuard').then((m): PageModule => ({ default: m.AdminGuard })),
  admin: () => import('@/pages/admin/AdminIndexPage'),
  adminOrdering: () => import('@/pages/admin/AdminOrderingPage'),
  adminDadata: () => import('@/pages/admin/AdminDadataPage'),
} satisfies Record<string, () => Promise<PageModule>>;

export type ThemedPageName = keyof typeof themedPages;

/** The layouts only these pages use. */
export const layouts = { PromoLayout, RegistrationLayout, BlankLayout };

export type OtherLayoutName = keyof typeof layouts;
