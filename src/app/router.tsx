import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import type { Locale } from '@/domain/types';
import { loadAllMessages, withMessagePart } from '@/i18n';
import { lazyThemed } from '@/theme/lazyThemed';
import { DefaultLayout } from './layout/layouts';
import { LocaleRoot } from './LocaleRoot';
import { trackPageLoad } from './pageLoading';
import { relative, type RouteName } from './paths';
import { RouteBoundary } from './RouteBoundary';
import { RootError, RouteError } from './RouteError';
import type { OtherLayoutName, ThemedPageName } from './themedPages';

type PageModule = { default: ComponentType };

/**
 * A lazily loaded page in its own error boundary: routes are split by page, one broken page never blanks
 * the site. Pages get MUI's theme with their chunk; `plain` pages (the first-paint ones, styled with CSS
 * modules) load without it.
 */
function page(name: RouteName | null, load: () => Promise<PageModule>, extra: Partial<RouteObject> = {}, plain = false): RouteObject {
  const Page = plain ? lazy(() => trackPageLoad(load())) : lazyThemed(() => trackPageLoad(load()));
  return {
    ...(name === null ? {} : name === 'home' ? { index: true } : { path: relative(name) }),
    element: (
      <RouteBoundary fallback={(error) => <RouteError error={error} />}>
        <Page />
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

/** The loaders and layouts of the pages outside the first paint (one chunk; main.tsx starts it early on such a page). */
export const loadThemedPages = () => import('./themedPages');
/** A page outside the first paint, loaded through src/app/themedPages.ts. */
const themed = (name: ThemedPageName) => () => loadThemedPages().then((m) => m.themedPages[name]());

/** Fetches the loaders of the other pages once the browser is idle after the first render. */
function prefetchThemedPages() {
  const load = () => void loadThemedPages();
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load);
  else window.setTimeout(load, 1000);
}

/**
 * A layout of the pages outside the first paint, from the same chunk; it waits for every message, as they
 * do. No Suspense boundary of its own: a navigation keeps the old page on screen until it is ready.
 */
function otherLayout(name: OtherLayoutName) {
  const Layout = lazy(() => trackPageLoad(Promise.all([loadThemedPages(), loadAllMessages()]).then(([m]) => ({ default: m.layouts[name] }))));
  return <Layout />;
}

const menuSection = themed('menuSection');
const AdminGuard = lazyThemed<object>(themed('adminGuard'));

function localeRoutes(locale: Locale): RouteObject[] {
  return [
    {
      element: <DefaultLayout />,
      children: [
        page('home', withMessagePart('HomePage', () => import('@/pages/HomePage')), {}, true),
        page('dishes', themed('dishes')),
        page('dish', themed('dish')),
        page('delivery', themed('delivery')),
        page('franchise', themed('franchise')),
        page('handOrdering', themed('handOrdering')),
        page('account', themed('account')),
        page('menu', withMessagePart('MenuPage', () => import('@/pages/MenuPage')), {}, true),
        page('menuCoffee', menuSection),
        page('menuBreakfast', menuSection),
        page('menuDrinks', menuSection),
        {
          path: relative('submenu'),
          children: [
            // index_Lob: the default child of a submenu is its product list.
            page(null, menuSection, { index: true, id: 'index_Lob' }),
            page(null, themed('menuItem'), { path: ':id' }),
          ],
        },
        page('about', themed('about')),
        page('ordering', themed('ordering')),
        page('oldPages', themed('oldPages')),
        page('oldOrderingTest', themed('oldOrderingTest')),
        page('oldDelivery', themed('oldDelivery')),
        page('oldHandOrdering', themed('oldHandOrdering')),
        page('politics', themed('politics')),
        page('sitemap', themed('sitemap')),
        page('events', themed('events')),
        page('event', themed('event')),
        page('thanks', themed('thanks')),
        page('individualCake', themed('individualCake')),
        page('cakes', withMessagePart('CakesPage', () => import('@/pages/CakesPage')), {}, true),
        page('cake', themed('cake')),
        page('vacancies', themed('vacancies')),
        ...(locale === 'en' ? [{ path: 'en/*', element: <StripDoubledPrefix /> }] : []),
        page(null, themed('notFound'), { path: '*' }),
      ],
    },
    {
      element: otherLayout('PromoLayout'),
      children: [
        page('promoFlowers', themed('promoFlowers')),
        page('promoOrdering', themed('ordering')),
        page('promoIndex', themed('promo')),
        page('promo', themed('promo')),
      ],
    },
    {
      element: otherLayout('RegistrationLayout'),
      children: [page('registration', themed('registration'))],
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
            page('admin', themed('admin')),
            page('adminBm', themed('adminOrdering')),
            page('adminCg', themed('adminOrdering')),
            page('adminCs', themed('adminOrdering')),
            page('adminCsOld', themed('adminOrdering')),
            page('adminUdc', themed('adminOrdering')),
            page('adminDadata', themed('adminDadata')),
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
export const routeObjects: RouteObject[] = [localeRoot('ru'), localeRoot('en')];

/**
 * The routes, rendered by a declarative router (BrowserRouter in the app, MemoryRouter in tests): it
 * needs about 16 KB gzip less than the data router, and lazy pages suspend inside navigation transitions.
 */
export function AppRoutes() {
  const routes = useRoutes(routeObjects);
  useEffect(prefetchThemedPages, []);
  return <RouteBoundary fallback={(error) => <RootError error={error} />}>{routes}</RouteBoundary>;
}
