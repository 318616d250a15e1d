import { observer } from 'mobx-react-lite';
import { Box, Typography } from '@mui/material';
import { useLocale } from '@/components/useLocale';
import { pick, type Category, type Product } from '@/domain/types';
import { ProductCard } from './ProductCard';
import { productHref } from './productHref';

/** Cards in a responsive grid: one column on small phones, up to four on desktop. */
export function ProductGrid({ products, category, categories, priorityCount = 0 }: { products: Product[]; category?: Category; categories?: Category[]; priorityCount?: number }) {
  const locale = useLocale();
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(160px, 1fr))', sm: 'repeat(auto-fill, minmax(220px, 1fr))', lg: 'repeat(4, 1fr)' } }}>
      {products.map((product, i) => {
        const own = category ?? categories?.find((c) => c.id === product.categoryId);
        return <ProductCard key={product.id} product={product} href={productHref(product, own, locale)} categoryNotDiscount={own?.notDiscount ?? false} priority={i < priorityCount} />;
      })}
    </Box>
  );
}

/** One category of the menu: anchor, heading, description and its products. */
export const CategorySection = observer(function CategorySection({ category, priorityCount = 0 }: { category: Category; priorityCount?: number }) {
  const locale = useLocale();
  return (
    <Box component="section" id={`category-${category.alias}`} data-category-id={category.id} aria-labelledby={`category-${category.id}-title`} sx={{ scrollMarginTop: 140, mb: { xs: 5, md: 7 } }}>
      <Typography id={`category-${category.id}-title`} component="h2" variant="h2" sx={{ mb: 1 }}>
        {pick(category.name, locale)}
      </Typography>
      {pick(category.description, locale) && (
        <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 720 }}>{pick(category.description, locale)}</Typography>
      )}
      <ProductGrid products={category.products} category={category} priorityCount={priorityCount} />
    </Box>
  );
});
