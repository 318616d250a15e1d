/** The shop's own words for what the API sends; api/ maps the PHP field names onto these. */
export type Locale = 'ru' | 'en';

/** A text in both languages. */
export type Localized = { ru: string; en: string };

type Unit = 'g' | 'ml' | 'pcs' | 'kg';

/** A variant of a product with its own line price (e.g. oat milk). */
export type Choice = { name: Localized; price: number; code: string };

export type CakeOptions = { weights: number[]; fillings: Localized[]; inscription: boolean };

export type Product = {
  id: number;
  categoryId: number;
  name: Localized;
  description: Localized;
  price: number;
  weight: number;
  unit: Unit;
  image: string;
  code: string;
  minimum: number;
  multiplicity: number;
  notDiscount: boolean;
  popular: boolean;
  choices: Choice[];
  leadTimeDays?: number;
  cakeOptions?: CakeOptions;
  /** Composition, allergens and nutrition per 100 g, when the data has any of them. */
  facts?: ProductFacts;
};

type Nutrition = { kcal: number; protein: number; fat: number; carbs: number };
export type ProductFacts = { composition: Localized; allergens: Localized; nutrition: Nutrition | null };

export type CategorySection = 'menyu' | 'cakes' | 'hidden';

export type Category = {
  id: number;
  alias: string;
  name: Localized;
  description: Localized;
  parentId: number;
  order: number;
  notDiscount: boolean;
  section: CategorySection;
  products: Product[];
};

export type Cafe = {
  id: number;
  name: Localized;
  address: Localized;
  phone: string;
  hours: Localized;
  /** HTML from the API: sanitise before showing. */
  requisitesHtml: Localized;
};

/** The menu_catalog answer in the shop's terms. */
export type MenuData = {
  categories: Category[];
  stopDelivery: boolean;
  token: string;
  cafes: Cafe[];
};

/** Picks the text of the current locale, falling back to Russian when the English one is missing. */
export function pick(text: Localized, locale: Locale): string {
  return (locale === 'en' ? text.en : text.ru) || text.ru;
}
