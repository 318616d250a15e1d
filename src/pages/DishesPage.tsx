import { useDeferredValue, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';
import { matchesName } from '@/domain/search';
import { pick } from '@/domain/types';
import { m as cardMessages } from '@/features/catalogue/card.messages';
import { CatalogueState } from '@/features/catalogue/CatalogueState';
import { MenuSearch } from '@/features/catalogue/MenuCatalogue';
import { ProductGrid } from '@/features/catalogue/ProductGrid';
import { SectionLinks } from '@/features/catalogue/SectionLinks';
import { useStores } from '@/stores/context';
import { nav } from '@/i18n/nav';
import { m } from './dishes.messages';

/** /blyudo: every dish of the menu in one list, A to Z, with the quick search. */
const DishesPage = observer(function DishesPage() {
  const { catalogue } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const all = useMemo(() => {
    const collator = new Intl.Collator(locale);
    return catalogue.menuCategories
      .flatMap((c) => c.products)
      .sort((a, b) => collator.compare(pick(a.name, locale), pick(b.name, locale)));
  }, [catalogue.menuCategories, locale]);
  const products = useMemo(
    () => all.filter((p) => matchesName(p, deferred, locale)),
    [all, deferred, locale],
  );
  return (
    <PageShell
      title={intl.formatMessage(nav.dishes)}
      lead={intl.formatMessage(m.lead)}
      description={intl.formatMessage(m.metaDescription)}
      aside={all.length > 0 ? <MenuSearch value={query} onChange={setQuery} /> : undefined}
      testId="page-dishes"
    >
      <CatalogueState empty={all.length === 0}>
        <SectionLinks />
        {products.length === 0 ? (
          <Alert severity="info" data-testid="menu-search-empty">
            <FormattedMessage {...cardMessages.searchEmpty} values={{ query: deferred.trim() }} />
          </Alert>
        ) : (
          <ProductGrid
            products={products}
            categories={catalogue.categories}
            priorityCount={4}
            linkTo="dish"
          />
        )}
      </CatalogueState>
    </PageShell>
  );
});
export default DishesPage;
