import { useDeferredValue, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { PageShell } from '@/components/PageShell';
import { CatalogueState } from '@/features/catalogue/CatalogueState';
import { CakesTeaser } from '@/features/catalogue/CakesTeaser';
import { MenuCatalogue, MenuSearch } from '@/features/catalogue/MenuCatalogue';
import { useStores } from '@/stores/context';
import { m } from './menu.messages';

/** /menyu: the whole delivery menu with a sticky category bar and a quick search by name. */
const MenuPage = observer(function MenuPage() {
  const { catalogue } = useStores();
  const intl = useIntl();
  const [query, setQuery] = useState('');
  // Typing stays responsive on a long menu: the cards follow the query a moment later.
  const deferredQuery = useDeferredValue(query);
  const empty = catalogue.menuCategories.length === 0;
  return (
    <PageShell
      title={intl.formatMessage(m.title)}
      lead={intl.formatMessage(m.lead)}
      description={intl.formatMessage(m.metaDescription)}
      aside={
        catalogue.menuStatus === 'ready' && !empty ? (
          <MenuSearch value={query} onChange={setQuery} />
        ) : undefined
      }
      testId="page-menu"
    >
      <CatalogueState empty={empty}>
        <MenuCatalogue query={deferredQuery} onClearQuery={() => setQuery('')} />
        <CakesTeaser />
      </CatalogueState>
    </PageShell>
  );
});
export default MenuPage;
