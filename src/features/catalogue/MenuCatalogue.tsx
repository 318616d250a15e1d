import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Box, Button, InputAdornment, TextField, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHeaderHeight } from '@/components/useHeaderHeight';
import { useLocale } from '@/components/useLocale';
import { searchCategories } from '@/domain/search';
import { pick, type Category } from '@/domain/types';
import { useStores } from '@/stores/context';
import css from './catalogue.module.css';
import { CategorySection, categoryAnchor } from './ProductGrid';
import { useScrollSpy } from './useScrollSpy';

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** The quick search of the menu: by name, in the current locale. */
export function MenuSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const intl = useIntl();
  return (
    <TextField
      type="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={intl.formatMessage({ id: 'menu.searchPlaceholder', defaultMessage: 'Найти блюдо или напиток' })}
      autoComplete="off"
      sx={{ width: { xs: '100%', md: 340 }, '& .MuiOutlinedInput-root': { borderRadius: 999, bgcolor: 'background.paper' } }}
      slotProps={{
        htmlInput: { 'data-testid': 'menu-search', 'aria-label': intl.formatMessage({ id: 'menu.searchLabel', defaultMessage: 'Поиск по меню' }), enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** The category bar: sticks under the header and follows the scroll (`activeCategory` of the site store). */
const CategoryBar = observer(function CategoryBar({ categories, top, onPick, barRef }: { categories: Category[]; top: number; onPick: (category: Category) => void; barRef: React.RefObject<HTMLElement | null> }) {
  const { site } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const active = site.activeCategory;
  useEffect(() => {
    // Keeps the active chip in sight inside the bar (the bar scrolls sideways, never the page).
    const box = scroller.current;
    const chip = box?.querySelector<HTMLElement>(`[data-category-id="${active}"]`);
    if (!box || !chip) return;
    const left = chip.offsetLeft - box.clientWidth / 2 + chip.offsetWidth / 2;
    box.scrollTo?.({ left: Math.max(0, left), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [active]);
  return (
    <nav ref={barRef} className={css.bar} style={{ top }} aria-label={intl.formatMessage({ id: 'menu.categories', defaultMessage: 'Категории меню' })} data-testid="category-bar">
      <div ref={scroller} className={css.barScroller}>
        {categories.map((c) => (
          <a
            key={c.id}
            href={`#${categoryAnchor(c)}`}
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
    </nav>
  );
});

/** The whole delivery menu: sticky category bar, every category with its cards, and the quick search result. */
export const MenuCatalogue = observer(function MenuCatalogue({ query, onClearQuery }: { query: string; onClearQuery: () => void }) {
  const { site } = useStores();
  const locale = useLocale();
  const all = site.menuCategories;
  const categories = useMemo(() => searchCategories(all, query, locale), [all, query, locale]);
  const found = useMemo(() => categories.reduce((sum, c) => sum + c.products.length, 0), [categories]);
  const headerHeight = useHeaderHeight();
  const barRef = useRef<HTMLElement | null>(null);
  const [barHeight, setBarHeight] = useState(62);
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    setBarHeight(Math.round(bar.getBoundingClientRect().height));
  }, [categories.length]);
  const offset = headerHeight + barHeight + 8;
  const anchors = useMemo(() => categories.map(categoryAnchor), [categories]);
  const byAnchor = useMemo(() => new Map(categories.map((c) => [categoryAnchor(c), c.id])), [categories]);
  const onActive = useCallback((anchor: string) => site.setActiveCategory(byAnchor.get(anchor) ?? null), [site, byAnchor]);
  const spy = useScrollSpy(anchors, offset, onActive);

  useEffect(() => {
    // The bar starts on the first category shown (and follows the search result).
    if (!categories.some((c) => c.id === site.activeCategory)) site.setActiveCategory(categories[0]?.id ?? null);
  }, [categories, site]);
  useEffect(() => () => site.setActiveCategory(null), [site]);
  useEffect(() => {
    // A link to /menyu#category-… lands on that category once the menu is there.
    const hash = decodeURIComponent(window.location.hash.slice(1));
    if (hash) document.getElementById(hash)?.scrollIntoView?.({ block: 'start' });
  }, [all.length]);

  const pickCategory = (category: Category) => {
    site.setActiveCategory(category.id);
    spy.pause(1500);
    document.getElementById(categoryAnchor(category))?.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  };

  return (
    <Box style={{ '--menu-sticky-offset': `${offset}px` } as CSSProperties}>
      {query.trim() !== '' && (
        <Typography aria-live="polite" data-testid="menu-search-count" sx={{ mb: 2, color: 'text.secondary', fontWeight: 600 }}>
          <FormattedMessage
            id="menu.found"
            defaultMessage="{count, plural, =0 {Ничего не нашлось} one {Нашлась # позиция} few {Нашлись # позиции} many {Нашлось # позиций} other {Нашлось # позиции}}"
            values={{ count: found }}
          />
        </Typography>
      )}
      {categories.length === 0 ? (
        <Alert
          severity="info"
          data-testid="menu-search-empty"
          action={
            <Button color="inherit" onClick={onClearQuery}>
              <FormattedMessage id="menu.searchReset" defaultMessage="Показать всё меню" />
            </Button>
          }
        >
          <FormattedMessage id="menu.searchEmpty" defaultMessage="По запросу «{query}» ничего нет. Попробуйте другое название." values={{ query: query.trim() }} />
        </Alert>
      ) : (
        <>
          <CategoryBar categories={categories} top={headerHeight} onPick={pickCategory} barRef={barRef} />
          {categories.map((c, i) => (
            <CategorySection key={c.id} category={c} priorityCount={i === 0 ? 4 : 0} />
          ))}
        </>
      )}
    </Box>
  );
});
