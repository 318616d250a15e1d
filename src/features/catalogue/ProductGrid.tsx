import { useCallback, type MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { getHref } from '@/app/paths';
import ui from '@/components/ui.module.css';
import { useAppFolder } from '@/components/useAppFolder';
import { useLocale } from '@/components/useLocale';
import { lineFromProduct } from '@/domain/cartLine';
import { pick, type Category, type Product } from '@/domain/types';
import { useStores } from '@/stores/context';
import { useCardTexts } from './cardTexts';
import css from './catalogue.module.css';
import first from './firstPaint.module.css';
import { ProductCard, type AddToCart } from './ProductCard';
import { productHref } from './productHref';

type GridProps = {
  products: Product[];
  category?: Category;
  categories?: Category[];
  priorityCount?: number;
  /** `dish`: cards link to /blyudo/{id} (the dish list); cakes keep their own pages. */
  linkTo?: 'own' | 'dish';
};

/**
 * Opens a card's links inside the app (one listener per grid instead of a router link per card). A link is
 * written with the app's folder (`root`: empty, or the demo's `/shop` on a static host), so it also opens in
 * a new tab; the app's own path is what follows the folder (a card's link has no query or hash).
 */
function useGridNavigation(root: string) {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
      if (
        !link ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      event.preventDefault();
      void navigate(link.pathname.slice(root.length));
    },
    [navigate, root],
  );
}

/** Cards in a responsive grid: two columns on phones, up to four on desktop. */
export const ProductGrid = observer(function ProductGrid({
  products,
  category,
  categories,
  priorityCount = 0,
  linkTo = 'own',
}: GridProps) {
  const { cart } = useStores();
  const locale = useLocale();
  const texts = useCardTexts();
  const root = useAppFolder();
  const onClick = useGridNavigation(root);
  const onAdd = useCallback<AddToCart>(
    (product, choice, href, categoryNotDiscount) =>
      cart.add(
        lineFromProduct(product, {
          ...(choice ? { choice } : {}),
          // The line keeps the app's own path (the cart's links and the API name it without the folder).
          link: href.slice(root.length),
          categoryNotDiscount,
        }),
      ),
    [cart, root],
  );
  const byId = category ? undefined : new Map((categories ?? []).map((c) => [c.id, c]));
  const cards = products.map((product, i) => {
    const own = category ?? byId?.get(product.categoryId);
    const href =
      linkTo === 'dish' && own?.section !== 'cakes'
        ? getHref('dish', locale, { id: product.id })
        : productHref(product, own, locale);
    return (
      <ProductCard
        key={product.id}
        product={product}
        href={root + href}
        categoryNotDiscount={own?.notDiscount ?? false}
        priority={i < priorityCount}
        locale={locale}
        texts={texts}
        onAdd={onAdd}
      />
    );
  });
  return (
    <div className={css.grid} onClick={onClick}>
      {cards}
    </div>
  );
});

/** The anchor of a category on the menu page. */
export function categoryAnchor(category: Pick<Category, 'alias'>): string {
  return `category-${category.alias}`;
}

/** One category of the menu: anchor, heading, description and its products. */
export const CategorySection = observer(function CategorySection({
  category,
  priorityCount = 0,
}: {
  category: Category;
  priorityCount?: number;
}) {
  const locale = useLocale();
  const description = pick(category.description, locale);
  return (
    <section
      id={categoryAnchor(category)}
      data-category-id={category.id}
      data-testid="menu-category"
      aria-labelledby={`category-${category.id}-title`}
      className={css.section}
    >
      <h2 id={`category-${category.id}-title`} className={`${ui.h2} ${first.sectionTitle}`}>
        {pick(category.name, locale)}
      </h2>
      {description ? (
        <p className={`${ui.text} ${first.sectionText}`}>{description}</p>
      ) : (
        <div style={{ height: 12 }} />
      )}
      <ProductGrid products={category.products} category={category} priorityCount={priorityCount} />
    </section>
  );
});
