import { CAKE_TO_ORDER_CATEGORY_ID, INDIVIDUAL_CAKE_PRODUCT_ID } from './constants';
import type { Choice, Product } from './types';

/** One cart line as SPEC.md section 3 lists it (API field names: the line is sent to getCart as is). */
export type CartLine = {
  id: number;
  name: string;
  englishName: string;
  count: number;
  img: string;
  link: string;
  price: number;
  well?: string;
  choice: boolean;
  choiceName: string;
  choicePrice?: number;
  choiceCode?: string;
  code: string;
  indZakaz: number;
  factory?: string;
  /** Category id; 1184 means a cake to order. */
  parent: number;
  not_discount: number;
  not_discount_parent: number;
  minimum: number;
  multiplicity: number;
  pickup?: number;
};

/** Builds the cart line for a product, with its choice when it has one. */
export function lineFromProduct(product: Product, options: { choice?: Choice; link: string; categoryNotDiscount?: boolean }): Omit<CartLine, 'count'> {
  const { choice } = options;
  return {
    id: product.id,
    name: product.name.ru,
    englishName: product.name.en,
    img: product.image,
    link: options.link,
    price: choice ? choice.price : product.price,
    choice: Boolean(choice),
    choiceName: choice ? choice.name.ru : '',
    ...(choice ? { choicePrice: choice.price, choiceCode: choice.code } : {}),
    code: choice?.code || product.code,
    indZakaz: product.id === INDIVIDUAL_CAKE_PRODUCT_ID ? 1 : 0,
    parent: product.categoryId,
    not_discount: product.notDiscount ? 1 : 0,
    not_discount_parent: options.categoryNotDiscount ? 1 : 0,
    minimum: product.minimum,
    multiplicity: product.multiplicity,
  };
}

/** Whether the line is a cake to order (category 1184). */
export function isCakeToOrder(line: Pick<CartLine, 'parent'>): boolean {
  return line.parent === CAKE_TO_ORDER_CATEGORY_ID;
}
