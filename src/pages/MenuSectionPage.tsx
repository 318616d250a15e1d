import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import { ErrorPage } from '@/app/ErrorPage';
import { getHref, parseLocalePath } from '@/app/paths';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';
import { pick } from '@/domain/types';
import { CakesTeaser } from '@/features/catalogue/CakesTeaser';
import { CatalogueState } from '@/features/catalogue/CatalogueState';
import { ProductGrid } from '@/features/catalogue/ProductGrid';
import { SectionLinks } from '@/features/catalogue/SectionLinks';
import { useStores } from '@/stores/context';
import { m as menuM } from './menu.messages';
import { m } from './menuSection.messages';

/** /menyu/{submenu} (and the coffee, breakfast and drinks sections): one category's products. */
const MenuSectionPage = observer(function MenuSectionPage() {
  const { catalogue } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  const params = useParams();
  const { path } = parseLocalePath(useLocation().pathname);
  const alias = params.submenu ?? path.split('/')[2] ?? '';
  const category = catalogue.menuCategories.find((c) => c.alias === alias);
  // An unknown section is a 404 once the menu is known (an empty catalogue shows its friendly note instead).
  if (catalogue.menuStatus === 'ready' && !category && catalogue.menuCategories.length > 0)
    return <ErrorPage status={404} />;
  const menuTitle = intl.formatMessage(menuM.title);
  const title = category ? pick(category.name, locale) : menuTitle;
  return (
    <PageShell
      title={title}
      lead={category ? pick(category.description, locale) || undefined : undefined}
      description={
        category
          ? intl.formatMessage(m.metaDescription, { name: title, count: category.products.length })
          : undefined
      }
      trail={[{ label: menuTitle, to: getHref('menu', locale) }]}
      meta={category ? { image: `/assets/img/categories/${category.id}.svg` } : undefined}
      testId="page-menu-section"
    >
      <CatalogueState empty={!category || category.products.length === 0}>
        <SectionLinks current={category} />
        {category && <ProductGrid products={category.products} category={category} priorityCount={4} />}
        <CakesTeaser />
      </CatalogueState>
    </PageShell>
  );
});
export default MenuSectionPage;
