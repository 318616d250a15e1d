import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { getHref, pageHref, type StaticRouteName } from '@/app/paths';
import { AppLink } from '@/components/AppLink';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';
import { promoLandings } from '@/content/promos';
import { INDIVIDUAL_CAKE_PRODUCT_ID } from '@/domain/constants';
import { pick } from '@/domain/types';
import { eventHref } from '@/features/content/EventCard';
import { useContent } from '@/features/content/useContent';
import { nav } from '@/i18n/nav';
import { useStores } from '@/stores/context';
import { m } from './sitemap.messages';
import { m as promoM } from './promo.messages';

const PAGES: (keyof typeof nav & StaticRouteName)[] = [
  'home',
  'menu',
  'dishes',
  'cakes',
  'individualCake',
  'events',
  'about',
  'delivery',
  'franchise',
  'vacancies',
  'handOrdering',
  'registration',
  'account',
  'politics',
];

function Group({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Box component="section" data-testid={testId} sx={{ breakInside: 'avoid', mb: 4 }}>
      <Typography component="h2" variant="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 0.75 }}>
        {children}
      </Box>
    </Box>
  );
}

/** /sitemap: the pages a customer visits — pages, menu sections, cakes, articles and promo pages (no legacy, test or checkout steps). */
const SitemapPage = observer(function SitemapPage() {
  const { catalogue, content } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  useContent('events');
  const cakes = catalogue.cakeCategory?.products.filter((p) => p.id !== INDIVIDUAL_CAKE_PRODUCT_ID) ?? [];
  return (
    <PageShell
      title={intl.formatMessage(nav.sitemap)}
      description={intl.formatMessage(m.description)}
      testId="page-sitemap"
    >
      <Box sx={{ columnCount: { xs: 1, sm: 2, md: 3 }, columnGap: 5 }}>
        <Group title={intl.formatMessage(m.pages)} testId="sitemap-pages">
          {PAGES.map((name) => (
            <li key={name}>
              <AppLink to={pageHref(name, locale)}>{intl.formatMessage(nav[name])}</AppLink>
            </li>
          ))}
        </Group>
        <Group title={intl.formatMessage(m.menu)} testId="sitemap-menu">
          {catalogue.menuCategories.map((c) => (
            <li key={c.id}>
              <AppLink to={getHref('submenu', locale, { submenu: c.alias })}>{pick(c.name, locale)}</AppLink>
            </li>
          ))}
        </Group>
        {cakes.length > 0 && (
          <Group title={intl.formatMessage(nav.cakes)} testId="sitemap-cakes">
            {cakes.map((p) => (
              <li key={p.id}>
                <AppLink to={getHref('cake', locale, { id: p.id })}>{pick(p.name, locale)}</AppLink>
              </li>
            ))}
          </Group>
        )}
        {content.events.length > 0 && (
          <Group title={intl.formatMessage(nav.events)} testId="sitemap-events">
            {content.sortedEvents.map((e) => (
              <li key={e.id}>
                <AppLink to={eventHref(e, locale)}>{pick(e.title, locale)}</AppLink>
              </li>
            ))}
          </Group>
        )}
        <Group title={intl.formatMessage(nav.promo)} testId="sitemap-promo">
          <li>
            <AppLink to={getHref('promoIndex', locale)}>{intl.formatMessage(promoM.title)}</AppLink>
          </li>
          {promoLandings.map((p) => (
            <li key={p.id}>
              <AppLink to={getHref('promo', locale, { id: p.id })}>{pick(p.title, locale)}</AppLink>
            </li>
          ))}
          <li>
            <AppLink to={getHref('promoFlowers', locale)}>{intl.formatMessage(nav.promoFlowers)}</AppLink>
          </li>
        </Group>
      </Box>
    </PageShell>
  );
});
export default SitemapPage;
