import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import type { Locale } from '@/domain/types';
import { loadAllMessages } from '@/i18n';
import { lazyThemed } from '@/theme/lazyThemed';
import { DefaultLayout } from './layout/layouts';
import { LocaleRoot } from './LocaleRoot';
import { PageCommitted, trackPageLoad } from './pageLoading';
import { relative, type RouteName } from './paths';
import { RouteBoundary } from './RouteBoundary';
import { RootError, RouteError } from './RouteError';

type PageModule = { default: ComponentType };

/**
 * A lazily loaded page in its own error boundary: routes are split by page, one broken page never blanks
 * the site. Pages get MUI's theme with their chunk; `plain` pages (the first-paint ones, styled with CSS
 * modules) load without it.
 */
function page(
  name: RouteName | null,
  load: () => Promise<PageModule>,
  extra: Partial<RouteObject> = {},
  plain = false,
): RouteObject {
  const Page = plain ? lazy(() => trackPageLoad(load())) : lazyThemed(() => trackPageLoad(load()));
  return {
    ...(name === null ? {} : name === 'home' ? { index: true } : { path: relative(name) }),
    element: (
      <RouteBoundary remount fallback={(error) => <RouteError error={error} />}>
        <Page />
        <PageCommitted />
      </RouteBoundary>
    ),
    ...extra,
  } as RouteObject;
}

/** `/en/en/menyu` → `/en/menyu`: a doubled prefix never 404s. */
function StripDoubledPrefix() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`${pathname.replace(/^\/en(\/en)+(?=\/|$)/, '/en')}${search}${hash}`} replace />;
}

/**
 * A layout of the pages outside the first paint (promo, registration, blank), loaded with them; it waits for
 * every message, as they do. No Suspense boundary of its own: a navigation keeps the old page on screen until
 * it is ready.
 */
function otherLayout(name: 'PromoLayout' | 'RegistrationLayout' | 'BlankLayout') {
  const Layout = lazy(() =>
    trackPageLoad(
      Promise.all([import('./layout/otherLayouts'), loadAllMessages()]).then(([m]) => ({ default: m[name] })),
    ),
  );
  return <Layout />;
}

const menuSection = () => import('@/pages/MenuSectionPage');
// The guard (and the auth code it needs) loads only when an admin page is opened.
const AdminGuard = lazyThemed<object>(() =>
  import('./AdminGuard').then((m): PageModule => ({ default: m.AdminGuard })),
);

function localeRoutes(locale: Locale): RouteObject[] {
  return [
    {
      element: <DefaultLayout />,
      children: [
        page('home', () => import('@/pages/HomePage'), {}, true),
        page('dishes', () => import('@/pages/DishesPage')),
        page('dish', () => import('@/pages/DishPage')),
        page('delivery', () => import('@/pages/DeliveryPage')),
        page('franchise', () => import('@/pages/FranchisePage')),
        page('handOrdering', () => import('@/pages/HandOrderingPage')),
        page('account', () => import('@/pages/AccountPage')),
        page('menu', () => import('@/pages/MenuPage'), {}, true),
        page('menuCoffee', menuSection),
        page('menuBreakfast', menuSection),
        page('menuDrinks', menuSection),
        {
          path: relative('submenu'),
          children: [
            // index_Lob: the default child of a submenu is its product list.
            page(null, menuSection, { index: true, id: 'index_Lob' }),
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
        page('cakes', () => import('@/pages/CakesPage'), {}, true),
        page('cake', () => import('@/pages/CakePage')),
        page('vacancies', () => import('@/pages/VacanciesPage')),
        ...(locale === 'en' ? [{ path: 'en/*', element: <StripDoubledPrefix /> }] : []),
        page(null, () => import('@/pages/NotFoundPage'), { path: '*' }),
      ],
    },
    {
      element: otherLayout('PromoLayout'),
      children: [
        page('promoFlowers', () => import('@/pages/PromoFlowersPage')),
        page('promoOrdering', () => import('@/pages/OrderingPage')),
        page('promoIndex', () => import('@/pages/PromoPage')),
        page('promo', () => import('@/pages/PromoPage')),
      ],
    },
    {
      element: otherLayout('RegistrationLayout'),
      children: [page('registration', () => import('@/pages/RegistrationPage'))],
    },
    {
      element: otherLayout('BlankLayout'),
      // DECISIONS.md section 3: the admin area needs an admin login.
      children: [
        {
          element: (
            <Suspense fallback={null}>
              <AdminGuard />
            </Suspense>
          ),
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
    children: localeRoutes(locale),
  };
}

/** The whole route table: every route of SPEC.md section 2 in Russian (plain) and English (/en). */
const routeObjects: RouteObject[] = [localeRoot('ru'), localeRoot('en')];

/**
 * The routes, rendered by a declarative router (BrowserRouter in the app, MemoryRouter in tests): much
 * smaller than the data router (docs/architecture.md), and lazy pages suspend inside navigation transitions.
 */
export function AppRoutes() {
  const routes = useRoutes(routeObjects);
  return <RouteBoundary fallback={(error) => <RootError error={error} />}>{routes}</RouteBoundary>;
}
