import { getHref } from '@/app/paths';
import { CAKE_TO_ORDER_CATEGORY_ID } from '@/domain/constants';
import type { Category, Locale, Product } from '@/domain/types';

/** Where a product's own page is: cakes under /torty-na-zakaz, menu items under their submenu. */
export function productHref(product: Product, category: Category | undefined, locale: Locale): string {
  if (product.categoryId === CAKE_TO_ORDER_CATEGORY_ID) return getHref('cake', locale, { id: product.id });
  if (category) return getHref('submenuItem', locale, { submenu: category.alias, id: product.id });
  return getHref('dish', locale, { id: product.id });
}
