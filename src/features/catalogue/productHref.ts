import { getHref } from '@/app/paths';
import { CAKE_TO_ORDER_CATEGORY_ID, INDIVIDUAL_CAKE_PRODUCT_ID } from '@/domain/constants';
import type { Category, Locale, Product } from '@/domain/types';

/** Where a product's own page is: the individual cake has its form, cakes live under /torty-na-zakaz, menu items under their submenu. */
export function productHref(
  product: Pick<Product, 'id' | 'categoryId'>,
  category: Pick<Category, 'alias'> | undefined,
  locale: Locale,
): string {
  if (product.id === INDIVIDUAL_CAKE_PRODUCT_ID) return getHref('individualCake', locale);
  if (product.categoryId === CAKE_TO_ORDER_CATEGORY_ID) return getHref('cake', locale, { id: product.id });
  if (category) return getHref('submenuItem', locale, { submenu: category.alias, id: product.id });
  return getHref('dish', locale, { id: product.id });
}
