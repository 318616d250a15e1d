import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import { ErrorPage } from '@/app/ErrorPage';
import { getHref, parseLocalePath } from '@/app/paths';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';
import { pick } from '@/domain/types';
import { CatalogueState } from '@/features/catalogue/CatalogueState';
import { ProductGrid } from '@/features/catalogue/ProductGrid';
import { useStores } from '@/stores/context';

/** /menyu/{submenu} (and the coffee, breakfast and drinks sections): one category's products. */
const MenuSectionPage = observer(function MenuSectionPage() {
  const { site } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  const params = useParams();
  const { path } = parseLocalePath(useLocation().pathname);
  const alias = params.submenu ?? path.split('/')[2] ?? '';
  const category = site.categories.find((c) => c.alias === alias && c.section === 'menyu');
  if (site.menuStatus === 'ready' && !category && site.categories.length > 0) return <ErrorPage status={404} />;
  return (
    <PageShell
      title={category ? pick(category.name, locale) : intl.formatMessage({ id: 'menu.title', defaultMessage: 'Меню доставки' })}
      lead={category ? pick(category.description, locale) : undefined}
      trail={[{ label: intl.formatMessage({ id: 'nav.menu', defaultMessage: 'Меню доставки' }), to: getHref('menu', locale) }]}
    >
      <CatalogueState empty={!category || category.products.length === 0}>
        {category && <ProductGrid products={category.products} category={category} priorityCount={4} />}
      </CatalogueState>
    </PageShell>
  );
});
export default MenuSectionPage;
