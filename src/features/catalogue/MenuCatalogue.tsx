import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHref, useLocation } from 'react-router';
import { useLiveProps } from '@/components/plain';
import { useLocale } from '@/components/useLocale';
import { useMounted } from '@/components/useMounted';
import { searchCategories } from '@/domain/search';
import { pick, type Category } from '@/domain/types';
import { useStores } from '@/stores/context';
import { lazyThemed } from '@/theme/lazyThemed';
import css from './catalogue.module.css';
import first from './firstPaint.module.css';
import { CategorySection, categoryAnchor } from './ProductGrid';
import { useScrollSpy } from './useScrollSpy';
import { ScrollRow } from '@/components/ScrollRow';
import { m } from './card.messages';

const CatalogueNotice = lazyThemed(() => import('./CatalogueNotice'));

/**
 * Scrolls to a section (smoothly unless the visitor prefers reduced motion: the page's `scroll-behavior`). A smooth
 * scroll fetches the pictures of every card it passes, so from further than two screens away the page first jumps
 * to a screen short of the section and glides the rest. `hold` keeps the scroll spy still: called before the
 * scroll and again as the glide starts (the jump's own `scrollend` wakes the spy).
 */
function landOn(section: HTMLElement, hold?: () => void) {
  // jsdom (the integration tests) has no scrolling.
  if (!section.scrollIntoView) return;
  const glide = () => {
    hold?.();
    section.scrollIntoView({ block: 'start' });
  };
  const distance = section.getBoundingClientRect().top;
  if (
    Math.abs(distance) <= 2 * window.innerHeight ||
    window.onscrollend === undefined ||
    getComputedStyle(document.documentElement).scrollBehavior !== 'smooth'
  )
    return glide();
  hold?.();
  window.scrollBy({ top: distance - Math.sign(distance) * window.innerHeight, behavior: 'instant' });
  window.addEventListener('scrollend', glide, { once: true });
}

/** Header + bar + a little air: where a section's heading lands, and the line the scroll spy watches. */
const DEFAULT_OFFSET = 64 + 62 + 8;

/**
 * Keeps the sticky offsets, measured by ResizeObservers, in a style sheet of their own: the bar's `top` under the
 * header and the sections' scroll margin (where a section's heading lands). A rule restyles only the bar and the
 * sections; custom properties on the menu, as before, were inherited by every element of it, so the header
 * shrinking as it turns fixed restyled the whole menu. Re-renders nothing; returns the offset for the scroll spy,
 * which only changes when it moves by more than a few pixels.
 */
function useStickyOffsets(bar: React.RefObject<HTMLElement | null>, active: boolean): number {
  const [spyOffset, setSpyOffset] = useState(DEFAULT_OFFSET);
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('header[data-testid="header"]');
    if (!active || !header || !bar.current || typeof ResizeObserver === 'undefined') return;
    const sizes = { header: 64, bar: 62 };
    const sheet = document.head.appendChild(document.createElement('style'));
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const height = Math.round(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height);
        if (entry.target === header) sizes.header = height;
        else sizes.bar = height;
      }
      const offset = sizes.header + sizes.bar + 8;
      sheet.textContent = `.${css.bar}{top:${sizes.header}px}.${css.section}{scroll-margin-top:${offset}px}`;
      setSpyOffset((current) => (Math.abs(current - offset) > 20 ? offset : current));
    });
    observer.observe(header);
    observer.observe(bar.current);
    return () => {
      observer.disconnect();
      sheet.remove();
    };
  }, [bar, active]);
  return spyOffset;
}

/** The quick search of the menu: by name, in the current locale. */
export function MenuSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const intl = useIntl();
  return (
    // A plain input drawn like MUI's outlined TextField: the menu's first JavaScript carries no form code.
    <label className={first.search}>
      <span className={first.searchIcon}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </span>
      <input
        type="search"
        className={first.searchInput}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={intl.formatMessage(m.searchPlaceholder)}
        autoComplete="off"
        data-testid="menu-search"
        aria-label={intl.formatMessage(m.searchLabel)}
        enterKeyHint="search"
        // Until hydrated, text typed in would be set back to the empty query.
        {...useLiveProps()}
      />
      <span className={first.searchOutline} aria-hidden="true" />
    </label>
  );
}

/** The category bar: sticks under the header and follows the scroll (`activeCategory` of the UI store). */
const CategoryBar = observer(function CategoryBar({
  categories,
  onPick,
  barRef,
}: {
  categories: Category[];
  onPick: (category: Category) => void;
  barRef: React.RefObject<HTMLElement | null>;
}) {
  const { ui } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const active = ui.activeCategory;
  const firstId = categories[0]?.id;
  // The chips link to a section of this very page by its path, not by a bare `#…`: the demo's prerendered page
  // has a <base> naming its folder, against which a bare fragment is the folder's home page (a tap before
  // hydration would leave the menu).
  const { pathname, search } = useLocation();
  const here = useHref({ pathname, search });
  const moved = useRef(false);
  useEffect(() => {
    // Keeps the active chip in sight inside the bar (the bar scrolls sideways, never the page). Until the
    // reader leaves the first category there is nothing to scroll, and measuring right after the first
    // render would force a layout of the whole menu.
    if (!moved.current && (active === null || active === firstId)) return;
    moved.current = true;
    const box = scroller.current;
    const chip = box?.querySelector<HTMLElement>(`[data-category-id="${active}"]`);
    if (!box || !chip) return;
    const left = chip.offsetLeft - box.clientWidth / 2 + chip.offsetWidth / 2;
    box.scrollTo?.({ left: Math.max(0, left) });
  }, [active, firstId]);
  return (
    <nav
      ref={barRef}
      className={css.bar}
      aria-label={intl.formatMessage(m.categories)}
      data-testid="category-bar"
    >
      <ScrollRow>
        <div ref={scroller} className={css.barScroller}>
          {categories.map((c) => (
            <a
              key={c.id}
              href={`${here}#${categoryAnchor(c)}`}
              className={c.id === active ? `${css.chip} ${css.chipActive}` : css.chip}
              data-category-id={c.id}
              data-testid="category-chip"
              aria-current={c.id === active ? 'true' : undefined}
              onClick={(e) => {
                e.preventDefault();
                onPick(c);
              }}
            >
              {pick(c.name, locale)}
              <span className={css.chipCount}>{c.products.length}</span>
            </a>
          ))}
        </div>
      </ScrollRow>
    </nav>
  );
});

/**
 * Lands on the URL's #category-… once the menu is there, when the menu rendered in the browser (a link to
 * /menyu#category-… followed in the app). A menu hydrated from the prerendered page does not: the browser has
 * scrolled there itself, at load or by a chip tapped before hydration (PathRouter renders nothing for that), maybe
 * still gliding. A component of its own: `useMounted` renders it once more after hydrating, and nothing else.
 */
function LandOnHash({ menuSize }: { menuSize: number }) {
  const mounted = useMounted();
  const [fromHtml] = useState(!mounted);
  useEffect(() => {
    const section = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (section && !fromHtml) landOn(section);
  }, [menuSize, fromHtml]);
  return null;
}

/** The whole delivery menu: sticky category bar, every category with its cards, and the quick search result. */
export const MenuCatalogue = observer(function MenuCatalogue({
  query,
  onClearQuery,
}: {
  query: string;
  onClearQuery: () => void;
}) {
  const { catalogue, ui } = useStores();
  const locale = useLocale();
  const all = catalogue.menuCategories;
  const categories = useMemo(() => searchCategories(all, query, locale), [all, query, locale]);
  const found = useMemo(() => categories.reduce((sum, c) => sum + c.products.length, 0), [categories]);
  const barRef = useRef<HTMLElement | null>(null);
  const offset = useStickyOffsets(barRef, categories.length > 0);
  const anchors = useMemo(() => categories.map(categoryAnchor), [categories]);
  const byAnchor = useMemo(() => new Map(categories.map((c) => [categoryAnchor(c), c.id])), [categories]);
  const onActive = useCallback(
    (anchor: string) => ui.setActiveCategory(byAnchor.get(anchor) ?? null),
    [ui, byAnchor],
  );
  const spy = useScrollSpy(anchors, offset, onActive);

  useEffect(() => {
    // The bar starts on the first category shown (and follows the search result).
    if (!categories.some((c) => c.id === ui.activeCategory)) ui.setActiveCategory(categories[0]?.id ?? null);
  }, [categories, ui]);
  useEffect(() => () => ui.setActiveCategory(null), [ui]);

  const pickCategory = (category: Category) => {
    ui.setActiveCategory(category.id);
    const section = document.getElementById(categoryAnchor(category));
    if (section) landOn(section, () => spy.pause(1500));
  };

  return (
    <div>
      <LandOnHash menuSize={all.length} />
      {query.trim() !== '' && (
        <p aria-live="polite" data-testid="menu-search-count" className={first.searchCount}>
          <FormattedMessage {...m.found} values={{ count: found }} />
        </p>
      )}
      {categories.length === 0 ? (
        <Suspense fallback={null}>
          <CatalogueNotice
            severity="info"
            testId="menu-search-empty"
            action={{
              label: <FormattedMessage {...m.searchReset} />,
              onClick: onClearQuery,
              inherit: true,
            }}
          >
            <FormattedMessage {...m.searchEmpty} values={{ query: query.trim() }} />
          </CatalogueNotice>
        </Suspense>
      ) : (
        <>
          <CategoryBar categories={categories} onPick={pickCategory} barRef={barRef} />
          {categories.map((c, i) =>
            i === 0 ? (
              <CategorySection key={c.id} category={c} priorityCount={4} />
            ) : (
              // Below the first screen, each category is a boundary of its own: they hydrate after the page, in a
              // pass React slices and pauses for input (a tapped one at once), so the page's own pass stays short.
              <Suspense key={c.id} fallback={null}>
                <CategorySection category={c} />
              </Suspense>
            ),
          )}
        </>
      )}
    </div>
  );
});
