import { create, StructError } from 'superstruct';
import type { Cafe, Category, MenuData, Product } from '@/domain/types';
import type { ApiClient } from './client';
import { ApiError } from './errors';
import { CafesSchema, CategoryNodeSchema, MenuEnvelopeSchema, type CafeNode, type CategoryNode, type ProductNode } from './schemas';

/** Maps a product of the menu tree onto the shop's Product. */
export function toProduct(node: ProductNode): Product {
  return {
    id: node.id,
    categoryId: node.parent,
    name: { ru: node.pagetitle, en: node.longtitle },
    description: { ru: node.description_ru, en: node.description_en },
    price: node.price,
    weight: node.weight,
    unit: node.unit,
    image: node.file,
    code: node.code,
    minimum: Math.max(1, node.minimum),
    multiplicity: Math.max(1, node.multiplicity),
    notDiscount: node.not_discount,
    popular: node.popular,
    choices: node.choices.map((c) => ({ name: { ru: c.name, en: c.englishName }, price: c.price, code: c.code })),
    ...(node.leadTimeDays !== undefined ? { leadTimeDays: node.leadTimeDays } : {}),
    ...(node.options
      ? { cakeOptions: { weights: node.options.weights, fillings: node.options.fillings, inscription: node.options.inscription } }
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

function toCategory(node: CategoryNode): Category {
  return {
    id: node.id,
    alias: node.alias,
    name: { ru: node.pagetitle, en: node.longtitle },
    description: { ru: node.description_ru, en: node.description_en },
    parentId: node.parent,
    order: node.menuindex,
    notDiscount: node.not_discount,
    section: node.section,
    products: node.childs.map(toProduct),
  };
}

/** Maps a cafe of getCafes / menu_catalog. */
export function toCafe(node: CafeNode): Cafe {
  return {
    id: node.id,
    name: { ru: node.pagetitle, en: node.longtitle },
    address: { ru: node.address_ru, en: node.address_en },
    phone: node.phone,
    hours: { ru: node.hours_ru, en: node.hours_en },
    requisitesHtml: { ru: node.cafe_req_ru, en: node.cafe_req_en },
  };
}

/** GET {api}/api/main_pages/menu_catalog.php?data=menu&token&path: the menu tree, stop-delivery, cafes and the session token. */
export async function fetchMenuCatalog(client: ApiClient, params: { token: string; path: string }): Promise<MenuData> {
  const path = '/api/main_pages/menu_catalog.php';
  const answer = await client.get(path, MenuEnvelopeSchema, {
    onApi: true,
    query: { data: 'menu', token: params.token, path: params.path },
  });
  const nodes = await checkInSlices(answer.catalogMenu, CategoryNodeSchema, `${client.apiUrl}${path}`, 'catalogMenu');
  return {
    categories: nodes.map(toCategory).sort((a, b) => a.order - b.order),
    activeMenu: answer.activeMenu === null ? null : String(answer.activeMenu),
    photos: answer.photoArr,
    // SPEC.md section 4: stop delivery only when the server value is '1'.
    stopDelivery: String(answer.stopDelivery) === '1',
    token: answer.token,
    cafes: answer.cafes.map(toCafe),
  };
}

/** GET {api}/api/getCafes.php: every cafe with requisites. */
export async function fetchCafes(client: ApiClient): Promise<Cafe[]> {
  const answer = await client.get('/api/getCafes.php', CafesSchema, { onApi: true });
  return answer.map(toCafe);
}

type Yielding = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Checks a long list item by item like the client checks an answer (same error), giving the main thread
 * back every few milliseconds where the browser can (`scheduler.yield`): a 500-product menu never holds
 * a tap for long.
 */
async function checkInSlices<T>(items: unknown[], schema: Parameters<typeof create<T, unknown>>[1], endpoint: string, field: string): Promise<T[]> {
  const yieldToMain = (globalThis as Yielding).scheduler?.yield?.bind((globalThis as Yielding).scheduler);
  const out: T[] = [];
  let sliceStart = performance.now();
  for (const [index, item] of items.entries()) {
    if (yieldToMain && performance.now() - sliceStart > 8) {
      await yieldToMain();
      sliceStart = performance.now();
    }
    try {
      out.push(create(item, schema));
    } catch (error) {
      const detail = error instanceof StructError ? `${[field, index, ...error.path].join('.')}: ${error.message}` : String(error);
      throw new ApiError('schema', endpoint, `${endpoint} answered an unexpected shape (${detail})`, 200);
    }
  }
  return out;
}
