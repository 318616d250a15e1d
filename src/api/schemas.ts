import { array, boolean, coerce, defaulted, enums, integer, nullable, number, optional, string, type, union, unknown, type Infer } from 'superstruct';

// The coercions test the raw value with typeof, not with a condition struct: superstruct's `is` builds an
// error (with a stack trace) for every value that is not a string, thousands of them in a menu answer.
const fromString = (value: unknown) => (typeof value === 'string' ? Number(value) : value);

/** Numbers that the PHP API sometimes sends as strings ("350"). */
export const Num = coerce(number(), unknown(), fromString);
export const Int = coerce(integer(), unknown(), fromString);
/** 0/1 flags that arrive as numbers, strings or booleans. */
export const Flag01 = coerce(boolean(), unknown(), (value) => (typeof value === 'number' || typeof value === 'string' ? String(value) === '1' : value));

export const ChoiceSchema = type({
  name: string(),
  englishName: defaulted(string(), ''),
  price: Num,
  code: defaulted(string(), ''),
});

export const LocalizedPair = type({ ru: string(), en: defaulted(string(), '') });

/**
 * A product page's facts (ours, not SPEC's; all optional): composition and allergens per language, nutrition
 * per 100 g. Fallbacks: an absent, null or malformed text reads as '' and nutrition as null (no section shown),
 * so a wrong fact never drops the product.
 */
const FactText = coerce(string(), unknown(), (value) => (typeof value === 'string' ? value.trim() : ''));
const NUTRIENTS = ['kcal', 'protein', 'fat', 'carbs'] as const;
const Nutrition = coerce(nullable(type({ kcal: number(), protein: number(), fat: number(), carbs: number() })), unknown(), (value) => {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const numbers = NUTRIENTS.map((key) => (typeof raw[key] === 'string' || typeof raw[key] === 'number' ? Number(raw[key]) : NaN));
  return numbers.every((n) => Number.isFinite(n) && n >= 0) ? Object.fromEntries(NUTRIENTS.map((key, i) => [key, numbers[i]])) : null;
});
export const ProductFactsFields = {
  composition_ru: defaulted(FactText, ''),
  composition_en: defaulted(FactText, ''),
  allergens_ru: defaulted(FactText, ''),
  allergens_en: defaulted(FactText, ''),
  nutrition: defaulted(Nutrition, null),
};

export const ProductNodeSchema = type({
  id: Int,
  parent: Int,
  pagetitle: string(),
  longtitle: defaulted(string(), ''),
  description_ru: defaulted(string(), ''),
  description_en: defaulted(string(), ''),
  price: Num,
  weight: defaulted(Num, 0),
  unit: defaulted(enums(['g', 'ml', 'pcs', 'kg']), 'g'),
  file: defaulted(string(), ''),
  code: defaulted(string(), ''),
  minimum: defaulted(Int, 1),
  multiplicity: defaulted(Int, 1),
  not_discount: defaulted(Flag01, false),
  popular: defaulted(boolean(), false),
  choices: defaulted(array(ChoiceSchema), []),
  leadTimeDays: optional(Int),
  options: optional(
    type({
      weights: defaulted(array(Num), []),
      fillings: defaulted(array(LocalizedPair), []),
      inscription: defaulted(boolean(), false),
    }),
  ),
  ...ProductFactsFields,
});

export const CategoryNodeSchema = type({
  id: Int,
  alias: string(),
  pagetitle: string(),
  longtitle: defaulted(string(), ''),
  parent: defaulted(Int, 0),
  menuindex: defaulted(Int, 0),
  description_ru: defaulted(string(), ''),
  description_en: defaulted(string(), ''),
  not_discount: defaulted(Flag01, false),
  section: defaulted(enums(['menyu', 'cakes', 'hidden']), 'menyu'),
  childs: defaulted(array(ProductNodeSchema), []),
});

export const CafeSchema = type({
  id: Int,
  pagetitle: string(),
  longtitle: defaulted(string(), ''),
  address_ru: defaulted(string(), ''),
  address_en: defaulted(string(), ''),
  phone: defaulted(string(), ''),
  hours_ru: defaulted(string(), ''),
  hours_en: defaulted(string(), ''),
  cafe_req_ru: defaulted(string(), ''),
  cafe_req_en: defaulted(string(), ''),
});

export const MenuCatalogSchema = type({
  catalogMenu: array(CategoryNodeSchema),
  activeMenu: defaulted(nullable(union([string(), number()])), null),
  locale: defaulted(string(), 'ru'),
  photoArr: defaulted(array(string()), []),
  stopDelivery: defaulted(union([string(), number(), boolean()]), '0'),
  token: defaulted(string(), ''),
  cafes: defaulted(array(CafeSchema), []),
});

/** The menu answer with its categories unchecked: the client checks them a few at a time (fetchMenuCatalog). */
export const MenuEnvelopeSchema = type({ ...MenuCatalogSchema.schema, catalogMenu: array(unknown()) });

export const CafesSchema = array(CafeSchema);

/** The common `code`/`message` answer of the PHP API (code 1 = success). */
export const CodeMessageSchema = type({ code: Int, message: defaulted(string(), '') });

export type ProductNode = Infer<typeof ProductNodeSchema>;
export type CategoryNode = Infer<typeof CategoryNodeSchema>;
export type CafeNode = Infer<typeof CafeSchema>;
export type MenuCatalogAnswer = Infer<typeof MenuCatalogSchema>;

