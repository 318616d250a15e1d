import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import type { Locale } from '@/domain/types';
import { BlankLayout, DefaultLayout, PromoLayout, RegistrationLayout } from './layout/layouts';
import { LocaleRoot } from './LocaleRoot';
import { relative, type RouteName } from './paths';
import { RootError, RouteError } from './RouteError';

type PageModule = { default: React.ComponentType };

/** A lazily loaded page: routes are split by page. */
function page(name: RouteName | null, load: () => Promise<PageModule>, extra: Partial<RouteObject> = {}): RouteObject {
  return {
    ...(name === null ? {} : name === 'home' ? { index: true } : { path: relative(name) }),
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await load()).default }),
    ...extra,
  } as RouteObject;
}

/** `/en/en/menyu` → `/en/menyu`: a doubled prefix never 404s. */
function StripDoubledPrefix() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`${pathname.replace(/^\/en(\/en)+(?=\/|$)/, '/en')}${search}${hash}`} replace />;
}

const menuSection = () => import('@/pages/MenuSectionPage');

function localeRoutes(locale: Locale): RouteObject[] {
  return [
    {
      element: <DefaultLayout />,
      errorElement: <RouteError />,
      children: [
        page('home', () => import('@/pages/HomePage')),
        page('dishes', () => import('@/pages/DishesPage')),
        page('dish', () => import('@/pages/DishPage')),
        page('delivery', () => import('@/pages/DeliveryPage')),
        page('franchise', () => import('@/pages/FranchisePage')),
        page('handOrdering', () => import('@/pages/HandOrderingPage')),
        page('account', () => import('@/pages/AccountPage')),
        page('menu', () => import('@/pages/MenuPage')),
        page('menuCoffee', menuSection),
        page('menuBreakfast', menuSection),
        page('menuDrinks', menuSection),
        {
          path: relative('submenu'),
          errorElement: <RouteError />,
          children: [
            // index_Lob: the default child of a submenu is its product list.
            page(null, menuSection, { index: true, id: `${locale}-index_Lob` }),
            page(null, () => import('@/pages/MenuItemPage'), { path: ':id' }),
          ],
        },
        page('about', () => import('@/pages/AboutPage')),
        page('ordering', () => import('@/pages/OrderingPage')),
        page('oldPages', () => import('@/pages/OldPagesPage')),
        page('oldOrderingTest', () => import('@/pages/OldOrderingTestPage')),
        page('oldDelivery', () => import('@/pages/OldDeliveryPage')),
        page('oldHandOrdering', () => import('@/pages/OldHandOrderingPage')),
        page('politics', () => import('@/pages/PoliticsPage')),
        page('sitemap', () => import('@/pages/SitemapPage')),
        page('events', () => import('@/pages/EventsPage')),
        page('event', () => import('@/pages/EventPage')),
        page('thanks', () => import('@/pages/ThanksPage')),
        page('individualCake', () => import('@/pages/IndividualCakePage')),
        page('cakes', () => import('@/pages/CakesPage')),
        page('cake', () => import('@/pages/CakePage')),
        page('vacancies', () => import('@/pages/VacanciesPage')),
        ...(locale === 'en' ? [{ path: 'en/*', element: <StripDoubledPrefix /> }] : []),
        page(null, () => import('@/pages/NotFoundPage'), { path: '*' }),
      ],
    },
    {
      element: <PromoLayout />,
      errorElement: <RouteError />,
      children: [
        page('promoFlowers', () => import('@/pages/PromoFlowersPage')),
        page('promoOrdering', () => import('@/pages/OrderingPage')),
        page('promoIndex', () => import('@/pages/PromoPage')),
        page('promo', () => import('@/pages/PromoPage')),
      ],
    },
    {
      element: <RegistrationLayout />,
      errorElement: <RouteError />,
      children: [page('registration', () => import('@/pages/RegistrationPage'))],
    },
    {
      element: <BlankLayout />,
      errorElement: <RouteError />,
      // DECISIONS.md section 3: the admin area needs an admin login.
      children: [
        {
          lazy: async () => ({ Component: (await import('./AdminGuard')).AdminGuard }),
          children: [
            page('admin', () => import('@/pages/admin/AdminIndexPage')),
            page('adminBm', () => import('@/pages/admin/AdminOrderingPage')),
            page('adminCg', () => import('@/pages/admin/AdminOrderingPage')),
            page('adminCs', () => import('@/pages/admin/AdminOrderingPage')),
            page('adminCsOld', () => import('@/pages/admin/AdminOrderingPage')),
            page('adminUdc', () => import('@/pages/admin/AdminOrderingPage')),
            page('adminDadata', () => import('@/pages/admin/AdminDadataPage')),
          ],
        },
      ],
    },
  ];
}

function localeRoot(locale: Locale): RouteObject {
  return {
    path: locale === 'ru' ? '/' : '/en',
    element: <LocaleRoot key={locale} locale={locale} />,
    errorElement: <RootError />,
    children: localeRoutes(locale),
  };
}

/** The whole route table: every route of SPEC.md section 2 in Russian (plain) and English (/en). */
export const routeObjects: RouteObject[] = [localeRoot('ru'), localeRoot('en')];

export function createAppRouter(basename?: string) {
  return createBrowserRouter(routeObjects, basename ? { basename } : undefined);
}
