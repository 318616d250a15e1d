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
  'src/app/AdminGuard.tsx',
  'src/app/ErrorPage.tsx',
  'src/app/layout/CookieBanner.tsx',
  'src/app/layout/Footer.tsx',
  'src/app/layout/FooterModals.tsx',
  'src/app/layout/Header.tsx',
  'src/app/layout/Logo.tsx',
  'src/app/layout/MobileMenu.tsx',
  'src/app/layout/ShellNav.tsx',
  'src/app/layout/layouts.tsx',
  'src/app/layout/otherLayouts.tsx',
  'src/entry-prerender.tsx',
  'src/pages/AboutPage.tsx',
  'src/pages/CakesPage.tsx',
  'src/pages/DeliveryPage.tsx',
  'src/pages/DishesPage.tsx',
  'src/pages/EventPage.tsx',
  'src/pages/EventsPage.tsx',
  'src/pages/FranchisePage.tsx',
  'src/pages/HandOrderingPage.tsx',
  'src/pages/HomePage.tsx',
  'src/pages/IndividualCakePage.tsx',
  'src/pages/MenuPage.tsx',
  'src/pages/MenuSectionPage.tsx',
  'src/pages/OldDeliveryPage.tsx',
  'src/pages/OldHandOrderingPage.tsx',
  'src/pages/OldOrderingTestPage.tsx',
  'src/pages/OldPagesPage.tsx',
  'src/pages/PoliticsPage.tsx',
  'src/pages/ProductPage.tsx',
  'src/pages/PromoFlowersPage.tsx',
  'src/pages/PromoPage.tsx',
  'src/pages/SitemapPage.tsx',
  'src/pages/VacanciesPage.tsx',
];

/** Ids still defined in more than one place. */
const PENDING_DUPLICATE: string[] = [
  'brand.name',
  'cakes.individual',
  'error.home',
  'event.chooseCake',
  'footer.feedback',
  'footer.hours',
  'footer.press',
  'footer.requisites',
  'footer.sections',
  'header.language',
  'header.nav',
  'home.allMenu',
  'home.heroAlt',
  'home.toMenu',
  'menu.searchEmpty',
  'menu.title',
  'page.events.title',
  'page.oldPages.title',
  'page.promo.title',
  'page.promoFlowers.lead',
  'page.promoFlowers.title',
  'politics.contents',
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
