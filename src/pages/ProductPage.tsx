import { observer } from 'mobx-react-lite';
import { Box, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useParams } from 'react-router';
import { ErrorPage } from '@/app/ErrorPage';
import { getHref, parseLocalePath } from '@/app/paths';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';
import { INDIVIDUAL_CAKE_PRODUCT_ID } from '@/domain/constants';
import { pick } from '@/domain/types';
import { CatalogueState } from '@/features/catalogue/CatalogueState';
import { ProductDetails } from '@/features/catalogue/ProductDetails';
import { ProductGrid } from '@/features/catalogue/ProductGrid';
import { productHref } from '@/features/catalogue/productHref';
import { useProduct } from '@/features/catalogue/useProduct';
import { nav } from '@/i18n/nav';
import { m } from './product.messages';

/**
 * A product's page (dish, menu item or cake). An unknown id shows the 404 page; a known product
 * reached by another address (a cake under /blyudo, a dish under the wrong section) moves to its own.
 */
export const ProductPage = observer(function ProductPage({ kind }: { kind: 'dish' | 'menu' | 'cake' }) {
  const { id } = useParams();
  const locale = useLocale();
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const { product, category, ready } = useProduct(id);
  if (ready && !product) return <ErrorPage status={404} />;
  const own = product ? productHref(product, category, locale) : undefined;
  // /blyudo/{id} is the dish's short address; a cake or a menu item elsewhere moves to its own page.
  if (product && own && kind !== 'dish' && own !== pathname)
    return <Navigate to={`${own}${search}`} replace />;
  if (
    product &&
    own &&
    kind === 'dish' &&
    (product.id === INDIVIDUAL_CAKE_PRODUCT_ID || category?.section === 'cakes')
  )
    return <Navigate to={`${own}${search}`} replace />;
  const menuTitle = intl.formatMessage(nav.menu);
  const trail =
    category?.section === 'cakes'
      ? [
          {
            label: intl.formatMessage(nav.cakes),
            to: getHref('cakes', locale),
          },
        ]
      : kind === 'dish'
        ? [
            {
              label: intl.formatMessage(nav.dishes),
              to: getHref('dishes', locale),
            },
          ]
        : [
            { label: menuTitle, to: getHref('menu', locale) },
            ...(category
              ? [
                  {
                    label: pick(category.name, locale),
                    to: getHref('submenu', locale, { submenu: category.alias }),
                  },
                ]
              : []),
          ];
  const related =
    product && category
      ? category.products
          .filter((p) => p.id !== product.id && p.id !== INDIVIDUAL_CAKE_PRODUCT_ID)
          .slice(0, 4)
      : [];
  return (
    <PageShell
      title={product ? pick(product.name, locale) : '…'}
      description={product ? pick(product.description, locale) : undefined}
      trail={trail}
      titleInBody
      meta={
        product && own
          ? { canonicalPath: parseLocalePath(own).path, image: product.image, subject: { product } }
          : undefined
      }
      testId="page-product"
    >
      <CatalogueState empty={!product}>
        {product && (
          <>
            <ProductDetails product={product} category={category} href={own ?? pathname} />
            {related.length > 0 && category && (
              <Box component="section" sx={{ mt: { xs: 6, md: 9 } }}>
                <Typography component="h2" variant="h2" sx={{ mb: 3 }}>
                  <FormattedMessage {...m.related} values={{ category: pick(category.name, locale) }} />
                </Typography>
                <ProductGrid products={related} category={category} />
              </Box>
            )}
          </>
        )}
      </CatalogueState>
    </PageShell>
  );
});
