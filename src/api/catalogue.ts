import type { Cafe, Category, Choice, Localized, MenuData, Product } from '@/domain/types';
import { categorySection } from '@/domain/menu';
import { fileUrl } from '@/domain/safeUrl';
import type { ApiClient } from './client';
import {
  CafeSchema,
  CafesEnvelopeSchema,
  CategoryNodeSchema,
  ChoiceSchema,
  LocalizedPair,
  MenuEnvelopeSchema,
  ProductNodeSchema,
  type CafeNode,
  type CategoryNode,
  type ProductNode,
} from './schemas';
import { readItem, readItems } from './tolerant';

/** Where a product is read: the endpoint (for warnings), the category it is listed under, `{api}` for its file. */
export type ProductContext = { endpoint?: string; categoryId?: number; api?: string };

/** Maps a product of the menu tree onto the shop's Product; its broken choices or fillings are left out with a warning. */
export function toProduct(node: ProductNode, context: ProductContext = {}): Product {
  const endpoint = context.endpoint ?? 'menu_catalog';
  const where = `product ${node.id}`;
  const choices: Choice[] = readItems(node.choices, ChoiceSchema, endpoint, `${where} choices`).map((c) => ({
    name: { ru: c.name, en: c.englishName },
    price: c.price,
    code: c.code,
  }));
  const options = node.options;
  const fillings: Localized[] = options
    ? readItems(options.fillings, LocalizedPair, endpoint, `${where} options.fillings`)
    : [];
  return {
    id: node.id,
    categoryId: node.parent ?? context.categoryId ?? 0,
    name: { ru: node.pagetitle, en: node.longtitle },
    description: { ru: node.description_ru, en: node.description_en },
    price: node.price,
    weight: node.weight,
    unit: node.unit,
    image: fileUrl(node.file, context.api ?? ''),
    code: node.code,
    minimum: Math.max(1, node.minimum),
    multiplicity: Math.max(1, node.multiplicity),
    notDiscount: node.not_discount,
    popular: node.popular,
    choices,
    ...(node.leadTimeDays !== undefined ? { leadTimeDays: node.leadTimeDays } : {}),
    ...(options
      ? {
          cakeOptions: {
            weights: options.weights.filter((w) => w > 0),
            fillings,
            inscription: options.inscription,
          },
        }
      : {}),
    ...productFacts(node),
  };
}

/** The optional facts block, present only when the data has at least one fact. */
function productFacts(node: ProductNode): Pick<Product, 'facts'> {
  const composition = { ru: node.composition_ru, en: node.composition_en };
  const allergens = { ru: node.allergens_ru, en: node.allergens_en };
  const any = composition.ru || composition.en || allergens.ru || allergens.en || node.nutrition;
  return any ? { facts: { composition, allergens, nutrition: node.nutrition } } : {};
}

/** Maps a category and its (already read) products; its section follows from its id and products (categorySection). */
function toCategory(node: CategoryNode, products: Product[]): Category {
  return {
    id: node.id,
    alias: node.alias.trim() || String(node.id),
    name: { ru: node.pagetitle, en: node.longtitle },
    description: { ru: node.description_ru, en: node.description_en },
    parentId: node.parent,
    order: node.menuindex,
    notDiscount: node.not_discount,
    section: categorySection(node.id, products, node.section),
    products,
  };
}

/**
 * A cafe's id when the backend sends none (SPEC.md names only its names and requisites): made from its
 * Russian name, so getCafes and menu_catalog give the same cafe the same id, and far above any MODX id.
 */
export function cafeIdOf(pagetitle: string): number {
  let hash = 0x811c9dc5;
  for (const char of pagetitle.trim()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return 1_000_000_000 + (hash % 1_000_000_000);
}

/** Maps a cafe of getCafes / menu_catalog. */
function toCafe(node: CafeNode): Cafe {
  return {
    id: node.id ?? cafeIdOf(node.pagetitle),
    name: { ru: node.pagetitle, en: node.longtitle },
    address: { ru: node.address_ru, en: node.address_en },
    phone: node.phone,
    hours: { ru: node.hours_ru, en: node.hours_en },
    requisitesHtml: { ru: node.cafe_req_ru, en: node.cafe_req_en },
  };
}

/** The cafes of a list, each read on its own (a broken one is dropped with a warning). */
function readCafes(items: readonly unknown[], endpoint: string, field: string): Cafe[] {
  return readItems(items, CafeSchema, endpoint, field).map(toCafe);
}

/**
 * The menu tree last read through each client, with the answer's tree it was read from (as JSON). The same tree
 * again (the live refresh of a prerendered page, whose snapshot the build took from the same menu) is not read
 * again: reading is a check of every product against its schema, tens of milliseconds on a phone's CPU.
 */
const lastTree = new WeakMap<ApiClient, { source: string; categories: Category[] }>();

/** Reads the categories of menu_catalog's tree, in menu order (lastTree: an unchanged tree gives the same array). */
function readCategories(client: ApiClient, tree: readonly unknown[], endpoint: string): Category[] {
  const source = JSON.stringify(tree);
  const last = lastTree.get(client);
  if (last?.source === source) return last.categories;
  const categories: Category[] = [];
  const seen = new Set<number>();
  for (const [index, node] of tree.entries()) {
    const category = readItem(node, CategoryNodeSchema, endpoint, `catalogMenu.${index}`);
    if (!category) continue;
    const nodes = readItems(category.childs, ProductNodeSchema, endpoint, `catalogMenu.${index}.childs`);
    const products = nodes.map((p) =>
      toProduct(p, { endpoint, categoryId: category.id, api: client.apiUrl }),
    );
    if (seen.has(category.id)) {
      console.warn(
        `${endpoint}: dropped catalogMenu.${index} (id ${category.id}): a second category with this id`,
      );
      continue;
    }
    seen.add(category.id);
    categories.push(toCategory(category, products));
  }
  // A stable sort: categories without a menuindex keep the answer's order.
  categories.sort((a, b) => a.order - b.order);
  lastTree.set(client, { source, categories });
  return categories;
}

/**
 * GET {api}/api/main_pages/menu_catalog.php?data=menu&token&path: the menu tree, stop-delivery, cafes and
 * the session token. Only a broken envelope (catalogMenu not a list) is an error: a broken category or
 * product is dropped with a console warning and the rest of the menu is shown.
 */
export async function fetchMenuCatalog(
  client: ApiClient,
  params: { token: string; path: string },
): Promise<MenuData> {
  const path = '/api/main_pages/menu_catalog.php';
  const endpoint = `${client.apiUrl}${path}`;
  const answer = await client.get(path, MenuEnvelopeSchema, {
    onApi: true,
    query: { data: 'menu', token: params.token, path: params.path },
  });
  const categories = readCategories(client, answer.catalogMenu, endpoint);
  return {
    categories,
    // SPEC.md section 4: stop delivery only when the server value is '1'.
    stopDelivery: String(answer.stopDelivery) === '1',
    token: answer.token,
    cafes: readCafes(answer.cafes, endpoint, 'cafes'),
  };
}

/** GET {api}/api/getCafes.php: every cafe with requisites; a broken cafe is dropped with a warning. */
export async function fetchCafes(client: ApiClient): Promise<Cafe[]> {
  const path = '/api/getCafes.php';
  const answer = await client.get(path, CafesEnvelopeSchema, { onApi: true });
  return readCafes(answer, `${client.apiUrl}${path}`, 'cafes');
}
