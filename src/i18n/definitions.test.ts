import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import ru from './messages/ru.json';

// One way to write a message: descriptors (`defaultMessage`) only in a messages.ts (defineMessages; a folder whose
// first-paint and lazy parts ship apart splits it as `<part>.messages.ts`) next
// to the code that shows them, or in src/i18n (ids that several features share: common.ts); an id is
// defined once. PENDING_* name what is not moved yet: the lists may only shrink.

const root = join(__dirname, '..');
const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|\.d\.ts$/.test(f))
  .map((f) => `src/${f.split('\\').join('/')}`)
  .sort();
const source = (file: string) => readFileSync(join(root, '..', file), 'utf8');
const mayDefine = (file: string) => /[/.]messages\.ts$/.test(file) || file.startsWith('src/i18n/');

/** The ids a file defines: an `id` right before a `defaultMessage` (an object or a JSX element). */
function definedIds(code: string): string[] {
  const re = /\bid\s*(?::|=)\s*\{?\s*(['"`])([^'"`]+)\1\}?\s*,?\s*defaultMessage\b/g;
  return [...code.matchAll(re)].map((m) => m[2]!);
}

/** Files that still hold inline descriptors (to be moved into their feature's messages.ts). */
const PENDING_INLINE: string[] = [
  'src/components/DeliverySwitch.tsx',
  'src/components/DeliveryTypeToggle.tsx',
  'src/components/OrderByPhone.tsx',
  'src/components/OrderSendProblem.tsx',
  'src/components/PageMeta.tsx',
  'src/components/Stepper.tsx',
  'src/features/admin/AdminFrame.tsx',
  'src/features/admin/AdminIndex.tsx',
  'src/features/admin/DadataTester.tsx',
  'src/features/admin/OperatorCartList.tsx',
  'src/features/admin/OperatorOrderForm.tsx',
  'src/features/admin/PlacedOrderPanel.tsx',
  'src/features/admin/ProductPicker.tsx',
  'src/features/admin/brands.ts',
  'src/features/auth/AccountView.tsx',
  'src/features/auth/LoginModal.tsx',
  'src/features/auth/RegistrationForm.tsx',
  'src/features/catalogue/CakeOptionsForm.tsx',
  'src/features/catalogue/CakeSteps.tsx',
  'src/features/catalogue/CakesTeaser.tsx',
  'src/features/catalogue/CartNotice.tsx',
  'src/features/catalogue/CatalogueState.tsx',
  'src/features/catalogue/IndividualCakeForm.tsx',
  'src/features/catalogue/MenuCatalogue.tsx',
  'src/features/catalogue/ProductDetails.tsx',
  'src/features/catalogue/ProductFactsView.tsx',
  'src/features/catalogue/SectionLinks.tsx',
  'src/features/catalogue/WeightLabel.tsx',
  'src/features/catalogue/cardTexts.ts',
  'src/features/checkout/CheckoutView.tsx',
  'src/features/content/ContentState.tsx',
  'src/features/content/DeliveryMap.tsx',
  'src/features/content/DeliveryScheme.tsx',
  'src/features/content/DeliveryZonesTable.tsx',
  'src/features/content/EventArticleView.tsx',
  'src/features/content/EventPromoBanner.tsx',
  'src/features/content/FranchiseForm.tsx',
  'src/features/content/LegacyNotice.tsx',
  'src/features/content/OffersStrip.tsx',
  'src/features/content/PressContent.tsx',
  'src/features/content/PromoPopup.tsx',
  'src/features/content/VacancyCard.tsx',
  'src/features/feedback/FeedbackForm.tsx',
  'src/features/handOrdering/HandOrderForm.tsx',
];

/** Ids still defined in more than one place. */
const PENDING_DUPLICATE: string[] = [
  'admin.cart.title',
  'admin.dadata.busy',
  'brand.name',
  'cake.filling',
  'cake.weight',
  'cakes.individual',
  'card.add',
  'card.choice',
  'cart.delivery.pickup',
  'catalogue.retry',
  'event.chooseCake',
  'eventPromo.kicker',
  'eventPromo.more',
  'menu.searchEmpty',
  'page.adminDadata.title',
  'product.openCart',
];

describe('message definitions', () => {
  it('has descriptors only in messages.ts files and src/i18n', () => {
    const inline = files.filter((f) => !mayDefine(f) && /\bdefaultMessage\b/.test(source(f)));
    const found = inline.map((f) => `${f}: ${definedIds(source(f)).join(', ') || '(defaultMessage)'}`);
    const added = found.filter((line) => !PENDING_INLINE.includes(line.split(':')[0]!));
    expect(added, 'move these descriptors into the messages.ts of their feature').toEqual([]);
    const moved = PENDING_INLINE.filter((f) => !inline.includes(f));
    expect(moved, 'no longer inline: take them off PENDING_INLINE').toEqual([]);
  });

  it('defines each id once', () => {
    const where = new Map<string, string[]>();
    for (const file of files)
      for (const id of definedIds(source(file))) where.set(id, [...(where.get(id) ?? []), file]);
    const twice = [...where].filter(([, at]) => at.length > 1);
    const added = twice
      .filter(([id]) => !PENDING_DUPLICATE.includes(id))
      .map(([id, at]) => `${id}: ${at.join(', ')}`);
    expect(added, 'define the id once (shared ones in src/i18n/common.ts) and import it').toEqual([]);
    const fixed = PENDING_DUPLICATE.filter((id) => (where.get(id)?.length ?? 0) < 2);
    expect(fixed, 'defined once now: take them off PENDING_DUPLICATE').toEqual([]);
  });

  it('has every id in both catalogues', () => {
    const onlyRu = Object.keys(ru)
      .filter((id) => !(id in en))
      .map((id) => `${id}: in ru.json, not in en.json`);
    const onlyEn = Object.keys(en)
      .filter((id) => !(id in ru))
      .map((id) => `${id}: in en.json, not in ru.json`);
    expect([...onlyRu, ...onlyEn]).toEqual([]);
  });

  it('finds the definitions (the pattern still matches the code)', () => {
    const ids = new Set(files.flatMap((f) => definedIds(source(f))));
    const missed = Object.keys(ru).filter((id) => !ids.has(id));
    expect(missed, 'ids in ru.json whose definition the test does not see').toEqual([]);
  });
});
