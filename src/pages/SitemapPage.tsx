import { observer } from 'mobx-react-lite';
import { Box, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { accountHref, getHref, pageHref, type StaticRouteName } from '@/app/paths';
import { AppLink } from '@/components/AppLink';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';
import { pick } from '@/domain/types';
import { useStores } from '@/stores/context';
import { nav } from '@/i18n/nav';

const PAGES: (keyof typeof nav & StaticRouteName)[] = ['home', 'menu', 'dishes', 'cakes', 'individualCake', 'events', 'about', 'delivery', 'franchise', 'vacancies', 'handOrdering', 'ordering', 'registration', 'politics', 'promoFlowers', 'oldPages'];

/** /sitemap: every page of the site and every menu section. */
const SitemapPage = observer(function SitemapPage() {
  const { site } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  return (
    <PageShell title={intl.formatMessage(nav.sitemap)} maxWidth="md" testId="page-sitemap">
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <section>
          <Typography component="h2" variant="h3" sx={{ mb: 2 }}>
            <FormattedMessage id="sitemap.pages" defaultMessage="Страницы" />
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1 }}>
            {PAGES.map((name) => (
              <li key={name}>
                <AppLink to={pageHref(name, locale)}>{intl.formatMessage(nav[name])}</AppLink>
              </li>
            ))}
            <li>
              <AppLink to={accountHref}>{intl.formatMessage(nav.account)}</AppLink>
            </li>
          </Box>
        </section>
        <section>
          <Typography component="h2" variant="h3" sx={{ mb: 2 }}>
            <FormattedMessage id="sitemap.menu" defaultMessage="Разделы меню" />
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1 }}>
            {site.menuCategories.map((c) => (
              <li key={c.id}>
                <AppLink to={getHref('submenu', locale, { submenu: c.alias })}>{pick(c.name, locale)}</AppLink>
              </li>
            ))}
          </Box>
        </section>
      </Box>
    </PageShell>
  );
});
export default SitemapPage;
