import { observer } from 'mobx-react-lite';
import { Typography } from '@mui/material';
import { getHref } from '@/app/paths';
import { useLocale } from '@/components/useLocale';
import { pick, type Category, type Product } from '@/domain/types';
import css from './catalogue.module.css';
import { ProductCard } from './ProductCard';
import { productHref } from './productHref';

type GridProps = {
  products: Product[];
  category?: Category;
  categories?: Category[];
  priorityCount?: number;
  /** `dish`: cards link to /blyudo/{id} (the dish list); cakes keep their own pages. */
  linkTo?: 'own' | 'dish';
};

/** Cards in a responsive grid: two columns on phones, up to four on desktop. */
export function ProductGrid({ products, category, categories, priorityCount = 0, linkTo = 'own' }: GridProps) {
  const locale = useLocale();
  const byId = category ? undefined : new Map((categories ?? []).map((c) => [c.id, c]));
  return (
    <div className={css.grid}>
      {products.map((product, i) => {
        const own = category ?? byId?.get(product.categoryId);
        const href = linkTo === 'dish' && own?.section !== 'cakes' ? getHref('dish', locale, { id: product.id }) : productHref(product, own, locale);
        return <ProductCard key={product.id} product={product} href={href} categoryNotDiscount={own?.notDiscount ?? false} priority={i < priorityCount} />;
      })}
    </div>
  );
}

/** The anchor of a category on the menu page. */
export function categoryAnchor(category: Pick<Category, 'alias'>): string {
  return `category-${category.alias}`;
}

/** One category of the menu: anchor, heading, description and its products. */
export const CategorySection = observer(function CategorySection({ category, priorityCount = 0 }: { category: Category; priorityCount?: number }) {
  const locale = useLocale();
  const description = pick(category.description, locale);
  return (
    <section id={categoryAnchor(category)} data-category-id={category.id} data-testid="menu-category" aria-labelledby={`category-${category.id}-title`} style={{ scrollMarginTop: 'var(--menu-sticky-offset, 140px)', marginBottom: 48 }}>
      <Typography id={`category-${category.id}-title`} component="h2" variant="h2" sx={{ mb: 1 }}>
        {pick(category.name, locale)}
      </Typography>
      {description && <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 720 }}>{description}</Typography>}
      {!description && <div style={{ height: 12 }} />}
      <ProductGrid products={category.products} category={category} priorityCount={priorityCount} />
    </section>
  );
});
