// Answers as the PHP backend sends them (DECISIONS.md section 6): the fixtures with only the fields SPEC.md
// sections 3 and 7 name, plus what every MODX resource has (alias, menuindex). For tests only.
import catalogue from '@fixtures/catalogue.json';
import cafes from '@fixtures/cafes.json';
import presents from '@fixtures/presents.json';
import {
  CAFE_FIELDS,
  CATEGORY_FIELDS,
  PRESENT_FIELDS,
  PRODUCT_FIELDS,
  TIER_FIELDS,
  pick,
} from '@mock/specShape';

/** The object with only `fields` (those it has): the projection of the SPEC-shaped mock (mock-server/specShape.ts). */
function only<T extends object>(item: T, fields: readonly string[]): Record<string, unknown> {
  return pick(item, fields) as Record<string, unknown>;
}

type Json = Record<string, unknown>;

/** The fixtures' menu tree as SPEC.md shapes it: categories with `childs`, products with the SPEC fields only. */
export function specCatalogMenu(): Json[] {
  return catalogue.categories.map((category) => ({
    ...only(category, CATEGORY_FIELDS),
    childs: catalogue.products.filter((p) => p.parent === category.id).map((p) => only(p, PRODUCT_FIELDS)),
  }));
}

/** The menu_catalog answer of SPEC.md section 7 (no cafes: SPEC.md reads them from getCafes). */
export function specMenuAnswer(catalogMenu: unknown[] = specCatalogMenu()): Json {
  return {
    catalogMenu,
    activeMenu: null,
    locale: 'ru',
    photoArr: [],
    stopDelivery: '0',
    token: 'spec-token',
  };
}

/** getCafes.php as SPEC.md shapes it: names and requisites, no id. */
export function specCafes(): Json[] {
  return cafes.map((cafe) => only(cafe, CAFE_FIELDS));
}

/** A product of the fixtures by id, as the SPEC backend sends it. */
export function specProduct(id: number): Json {
  const product = catalogue.products.find((p) => p.id === id);
  if (!product) throw new Error(`No product ${id} in the fixtures`);
  return only(product, PRODUCT_FIELDS);
}

/** getCart as SPEC.md shapes it for `ids`: lines with the product fields only (no choice fields), the tiers, the discount. */
export function specCartAnswer(ids: readonly number[], discount = 0): Json {
  return {
    cart: ids.map(specProduct),
    presents: presents.tiers.map((tier) => ({
      ...only(tier, TIER_FIELDS),
      list: tier.list.map((p) => only(p, PRESENT_FIELDS)),
    })),
    discount,
  };
}
