// Answers as the PHP backend sends them (DECISIONS.md section 6): the fixtures with only the fields SPEC.md
// sections 3 and 7 name, plus what every MODX resource has (alias, menuindex). For tests only.
import catalogue from '@fixtures/catalogue.json';
import cafes from '@fixtures/cafes.json';
import presents from '@fixtures/presents.json';

/** The product fields of SPEC.md section 3 ("Product response fields read"), plus alias and menuindex. */
export const SPEC_PRODUCT_FIELDS = [
  'id',
  'file',
  'pagetitle',
  'longtitle',
  'code',
  'parent',
  'multiplicity',
  'minimum',
  'price',
  'alias',
  'menuindex',
] as const;
/** A category: a MODX resource with its products under `childs`. */
export const SPEC_CATEGORY_FIELDS = ['id', 'pagetitle', 'longtitle', 'parent', 'alias', 'menuindex'] as const;
/** A cafe (SPEC.md section 3). */
export const SPEC_CAFE_FIELDS = ['pagetitle', 'longtitle', 'cafe_req_ru', 'cafe_req_en'] as const;
/** A present of a tier (SPEC.md section 3, "Present (gift)"), and a tier. */
export const SPEC_PRESENT_FIELDS = ['id', 'name', 'englishName', 'img', 'choice', 'image', 'code'] as const;
export const SPEC_TIER_FIELDS = ['min', 'max', 'choice', 'minToats', 'namePresent'] as const;

/** The object with only `fields` (those it has). */
export function only<T extends object>(item: T, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([key]) => fields.includes(key)));
}

type Json = Record<string, unknown>;

/** The fixtures' menu tree as SPEC.md shapes it: categories with `childs`, products with the SPEC fields only. */
export function specCatalogMenu(): Json[] {
  return catalogue.categories.map((category) => ({
    ...only(category, SPEC_CATEGORY_FIELDS),
    childs: catalogue.products
      .filter((p) => p.parent === category.id)
      .map((p) => only(p, SPEC_PRODUCT_FIELDS)),
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
  return cafes.map((cafe) => only(cafe, SPEC_CAFE_FIELDS));
}

/** A product of the fixtures by id, as the SPEC backend sends it. */
export function specProduct(id: number): Json {
  const product = catalogue.products.find((p) => p.id === id);
  if (!product) throw new Error(`No product ${id} in the fixtures`);
  return only(product, SPEC_PRODUCT_FIELDS);
}

/** getCart as SPEC.md shapes it for `ids`: lines with the product fields only (no choice fields), the tiers, the discount. */
export function specCartAnswer(ids: readonly number[], discount = 0): Json {
  return {
    cart: ids.map(specProduct),
    presents: presents.tiers.map((tier) => ({
      ...only(tier, SPEC_TIER_FIELDS),
      list: tier.list.map((p) => only(p, SPEC_PRESENT_FIELDS)),
    })),
    discount,
  };
}
