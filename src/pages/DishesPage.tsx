import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { PageShell } from '@/components/PageShell';
import { CatalogueState } from '@/features/catalogue/CatalogueState';
import { ProductGrid } from '@/features/catalogue/ProductGrid';
import { useStores } from '@/stores/context';

/** /blyudo: every dish of the menu in one list. */
const DishesPage = observer(function DishesPage() {
  const { site } = useStores();
  const intl = useIntl();
  const products = site.menuCategories.flatMap((c) => c.products);
  return (
    <PageShell title={intl.formatMessage({ id: 'nav.dishes', defaultMessage: 'Все блюда' })} lead={intl.formatMessage({ id: 'dishes.lead', defaultMessage: 'Всё меню кафе на одной странице.' })}>
      <CatalogueState empty={products.length === 0}>
        <ProductGrid products={products} categories={site.categories} priorityCount={4} />
      </CatalogueState>
    </PageShell>
  );
});
export default DishesPage;
