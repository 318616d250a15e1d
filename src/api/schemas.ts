import {
  array,
  boolean,
  enums,
  integer,
  nullable,
  number,
  optional,
  refine,
  string,
  Struct,
  type,
  unknown,
  type Infer,
} from 'superstruct';

// Tolerant reading (DECISIONS.md section 6): a schema requires what SPEC.md names and a product cannot do
// without; every field the shop added is optional with its fallback written beside it, and `null` reads as
// absent everywhere. The raw value is prepared by a plain function (`before`), not by superstruct's
// `coerce`: that one first checks the value against a condition struct with `is`, a cost paid on every
// field of every product, thousands in a menu answer (measured: twice the reading time of a menu).

/** `struct` with `prepare` applied to the raw value before its own coercion and validation. */
function before<T, S>(struct: Struct<T, S>, prepare: (value: unknown) => unknown): Struct<T, S> {
  return new Struct({ ...struct, coercer: (value, context) => struct.coercer(prepare(value), context) });
}

const fromString = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
const numberAsText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** Numbers that the PHP API sometimes sends as strings ("350"); '' is not a number. */
export const Num = before(number(), fromString);
export const Int = before(integer(), fromString);
/** An id of a MODX resource: a positive integer. */
export const Id = refine(Int, 'id', (value) => value > 0 || `Expected a positive id, but received: ${value}`);
/** A price in whole or decimal rubles, never negative. */
export const Price = refine(
  Num,
  'price',
  (value) => value >= 0 || `Expected a price of 0 or more, but received: ${value}`,
);
/** 0/1 flags that arrive as numbers, strings or booleans. */
export const Flag01 = before(boolean(), (value) =>
  typeof value === 'number' || typeof value === 'string' ? String(value) === '1' : value,
);

/** A field of ours (or an optional one of SPEC's): absent or null reads as `fallback`. */
export function withFallback<T, S>(struct: Struct<T, S>, fallback: T): Struct<T, S> {
  return before(struct, (value) => (value === null || value === undefined ? fallback : value));
}

/** A field of ours without a fallback value: absent or null reads as undefined. */
export function maybe<T, S>(struct: Struct<T, S>): Struct<T | undefined, S> {
  return before(optional(struct), (value) => (value === null ? undefined : value));
}

/** One of `values`; anything else (an unknown value, null, absent) reads as undefined. */
export function knownOrAbsent<const T extends string>(values: readonly T[]) {
  return before(optional(enums(values)), (value) => (values.includes(value as T) ? value : undefined));
}

/** One of `values`; anything else (an unknown value, null, absent) reads as `fallback`. */
function oneOf<const T extends string>(values: readonly T[], fallback: T) {
  return before(enums(values), (value) => (values.includes(value as T) ? value : fallback));
}

/** Text as sent, a number (a PHP code like 101) read as its digits. */
export const TextValue = before(string(), numberAsText);
/** Text: null or absent reads as ''. */
export const Text = withFallback(TextValue, '');
/** A name an item cannot be shown without (a `pagetitle`): non-empty text. */
export const Name = refine(
  TextValue,
  'name',
  (value) => value.trim() !== '' || 'Expected a name, but received a blank text',
);
/** A count rule (minimum, multiplicity): absent or null reads as 1 (one piece, steps of one); the mapping raises 0 to 1. */
const Count = withFallback(Int, 1);

export const ChoiceSchema = type({
  name: Name,
  englishName: Text,
  price: Price,
  code: Text,
});

export const LocalizedPair = type({ ru: Name, en: Text });

/**
 * A product page's facts (ours, not SPEC's; all optional): composition and allergens per language, nutrition
 * per 100 g. Fallbacks: an absent, null or malformed text reads as '' and nutrition as null (no section shown),
 * so a wrong fact never drops the product.
 */
const FactText = before(string(), (value) => (typeof value === 'string' ? value.trim() : ''));
const NUTRIENTS = ['kcal', 'protein', 'fat', 'carbs'] as const;
const Nutrition = before(
  nullable(type({ kcal: number(), protein: number(), fat: number(), carbs: number() })),
  (value) => {
    if (typeof value !== 'object' || value === null) return null;
    const raw = value as Record<string, unknown>;
    const numbers = NUTRIENTS.map((key) =>
      typeof raw[key] === 'string' || typeof raw[key] === 'number' ? Number(raw[key]) : NaN,
    );
    return numbers.every((n) => Number.isFinite(n) && n >= 0)
      ? Object.fromEntries(NUTRIENTS.map((key, i) => [key, numbers[i]]))
      : null;
  },
);
const ProductFactsFields = {
  composition_ru: FactText,
  composition_en: FactText,
  allergens_ru: FactText,
  allergens_en: FactText,
  nutrition: Nutrition,
};

/**
 * A product of the menu tree. SPEC.md section 3 names id, file, pagetitle, longtitle, code, parent,
 * multiplicity, minimum, price: without an id, a name or a price it is dropped (fetchMenuCatalog warns);
 * the rest read with a fallback. Everything after `price` is ours.
 */
export const ProductNodeSchema = type({
  id: Id,
  pagetitle: Name,
  price: Price,
  // The English name may be missing: pick() then shows the Russian one.
  longtitle: Text,
  // No file: the card shows the placeholder image.
  file: Text,
  code: Text,
  // Absent: the category the product is listed under (toProduct's `categoryId` argument).
  parent: maybe(Int),
  minimum: Count,
  multiplicity: Count,
  // Descriptions are ours: none means the card shows only its name.
  description_ru: Text,
  description_en: Text,
  // Unknown weight (0): the card leaves the weight line out (WeightLabel).
  weight: withFallback(Num, 0),
  // The unit only labels the weight: absent or one we do not know reads as grams, what a cafe's menu states most.
  unit: oneOf(['g', 'ml', 'pcs', 'kg'], 'g'),
  // Not marked: the percent promo applies (SPEC.md's default for an item).
  not_discount: withFallback(Flag01, false),
  // Nothing is marked a hit: the home page takes the first dishes of the menu instead (homePopular).
  popular: withFallback(Flag01, false),
  // No choices: the product is sold as it is; a broken choice is left out, the product stays.
  choices: withFallback(array(unknown()), []),
  // Unknown lead time: a cake needs at least a day (cartLeadTimeDays); the pages state their usual 2–5 days.
  leadTimeDays: maybe(Int),
  // No options: a cake is ordered as it is, by its stated weight (CakeOptionsForm).
  options: maybe(
    type({
      weights: withFallback(array(Num), []),
      fillings: withFallback(array(unknown()), []),
      inscription: withFallback(Flag01, false),
    }),
  ),
  // Product-page facts (composition, allergens, nutrition): ours, all optional.
  ...ProductFactsFields,
});

/**
 * A category of the menu tree: an id, a name and its products (`childs`). The menu_catalog client checks
 * each product on its own, so one broken product never drops its category.
 */
export const CategoryNodeSchema = type({
  id: Id,
  pagetitle: Name,
  // Every MODX resource has an alias; without one the section's URL uses the id (/menyu/1184).
  alias: withFallback(string(), ''),
  longtitle: Text,
  parent: withFallback(Int, 0),
  // Absent: the answer's own order (a stable sort keeps it).
  menuindex: withFallback(Int, 0),
  description_ru: Text,
  description_en: Text,
  not_discount: withFallback(Flag01, false),
  // Ours: only 'hidden' is read (a category kept off the menu); cakes are category 1184 whatever it says.
  section: maybe(enums(['menyu', 'cakes', 'hidden'])),
  // A category without products is kept (it shows nowhere until it has some).
  childs: withFallback(array(unknown()), []),
});

/** A cafe: SPEC.md section 3 names pagetitle, longtitle and the requisites; everything else is ours. */
export const CafeSchema = type({
  pagetitle: Name,
  // Absent: a stable id made from the name (cafeId), the same in getCafes and menu_catalog.
  id: maybe(Id),
  longtitle: Text,
  // No address, phone or hours: the cafe list shows the name only.
  address_ru: Text,
  address_en: Text,
  phone: Text,
  hours_ru: Text,
  hours_en: Text,
  cafe_req_ru: Text,
  cafe_req_en: Text,
});

/**
 * The menu_catalog answer (SPEC.md section 7): `catalogMenu` must be a list, the rest reads with a fallback.
 * The client checks the categories, their products and the cafes one by one (fetchMenuCatalog).
 */
export const MenuEnvelopeSchema = type({
  catalogMenu: array(unknown()),
  // Not read: the current section is the URL's.
  activeMenu: withFallback(unknown(), null),
  // Not read: the locale is the URL's.
  locale: withFallback(unknown(), 'ru'),
  // Not read: the pages show their own pictures.
  photoArr: withFallback(array(unknown()), []),
  // SPEC.md section 4: only '1' stops delivery; absent means deliveries run.
  stopDelivery: withFallback(unknown(), '0'),
  // No token: the next call sends '' and the server starts a session.
  token: Text,
  // No cafes here: the feedback and requisites modals read getCafes.php.
  cafes: withFallback(array(unknown()), []),
});

/** The whole menu answer checked at once (the contract check); the app reads it item by item instead. */
export const MenuCatalogSchema = type({
  ...MenuEnvelopeSchema.schema,
  catalogMenu: array(
    type({ ...CategoryNodeSchema.schema, childs: withFallback(array(ProductNodeSchema), []) }),
  ),
  cafes: withFallback(array(CafeSchema), []),
});

/** getCafes.php: a list; each cafe is checked on its own (fetchCafes). */
export const CafesEnvelopeSchema = array(unknown());
/** The whole getCafes answer checked at once (the contract check). */
export const CafesSchema = array(CafeSchema);

/** The common `code`/`message` answer of the PHP API (code 1 = success). */
export const CodeMessageSchema = type({ code: Int, message: Text });

export type ProductNode = Infer<typeof ProductNodeSchema>;
export type CategoryNode = Infer<typeof CategoryNodeSchema>;
export type CafeNode = Infer<typeof CafeSchema>;
