import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ErrorPage } from '@/app/ErrorPage';
import { getHref } from '@/app/paths';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';
import { pick } from '@/domain/types';
import { CatalogueState } from '@/features/catalogue/CatalogueState';
import { ProductDetails } from '@/features/catalogue/ProductDetails';
import { productHref } from '@/features/catalogue/productHref';
import { useProduct } from '@/features/catalogue/useProduct';

/** A product's page (dish, menu item or cake); an unknown id shows the 404 page. */
export const ProductPage = observer(function ProductPage({ kind }: { kind: 'dish' | 'menu' | 'cake' }) {
  const { id } = useParams();
  const locale = useLocale();
  const intl = useIntl();
  const { product, category, ready } = useProduct(id);
  if (ready && (!product || (kind === 'cake') !== (category?.section === 'cakes'))) return <ErrorPage status={404} />;
  const trail =
    kind === 'cake'
      ? [{ label: intl.formatMessage({ id: 'nav.cakes', defaultMessage: 'Торты на заказ' }), to: getHref('cakes', locale) }]
      : [
          { label: intl.formatMessage({ id: 'nav.menu', defaultMessage: 'Меню доставки' }), to: getHref('menu', locale) },
          ...(category ? [{ label: pick(category.name, locale), to: getHref('submenu', locale, { submenu: category.alias }) }] : []),
        ];
  return (
    <PageShell title={product ? pick(product.name, locale) : '…'} trail={trail}>
      <CatalogueState empty={!product}>{product && <ProductDetails product={product} category={category} href={productHref(product, category, locale)} />}</CatalogueState>
    </PageShell>
  );
});
