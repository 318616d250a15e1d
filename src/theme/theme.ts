import { createTheme, shouldSkipGeneratingVar } from '@mui/material/styles';
import { HEADER_BURGER_BREAKPOINT, MOBILE_BREAKPOINT } from '@/domain/constants';

/*
 * The design tokens: every colour of the shop is here and nowhere else. With `cssVariables` MUI names each one as a
 * CSS variable (`palette.brand.caramel` is `--mui-palette-brand-caramel`); the build writes them into the first style
 * sheet (scripts/build/theme-css.ts), so the plain CSS of the shell, the CSS modules and MUI's parts all read the
 * same values, before any script runs. docs/architecture.md, "Styling".
 */

/** The brand's colours that no MUI role names (the roles below are the rest: cocoa is `primary.main` …). */
const brand = {
  cocoaSoft: '#6B4A45',
  /** Cocoa a shade darker: the hover of a cocoa button. */
  cocoaDeep: '#3A2120',
  caramel: '#B8743A',
  caramelLight: '#E9C9A0',
  /** The light caramel button's hover. */
  caramelPale: '#F1D9B8',
  berry: '#A63D55',
  /** The berry of a warning toast. */
  berryDeep: '#9E2F45',
  pistachio: '#7E9461',
  /** Cream text on cocoa (the footer, the admin bar, dark cards). */
  onCocoa: '#F3E9DD',
  /** The footer's softer lines of text on cocoa. */
  onCocoaSoft: '#E8D9C8',
  onCocoaMuted: '#CDBBA8',
  /** The hover of a link in deep caramel (secondary). */
  caramelTextHover: '#774419',
};

/** Soft surfaces: chips, table heads, picture placeholders, notes. */
const tint = {
  sand: '#F1E4D3',
  latte: '#F6EBDD',
  oat: '#F6EADB',
  /** Behind a picture until it loads. */
  image: '#EFE5D8',
  shell: '#FBF4EC',
  apricot: '#FBEBD9',
  sage: '#EEF3E8',
  sageLine: '#CFDCC2',
  rose: '#F7E4E4',
  roseLine: '#EBCFCF',
  /** Borders of inputs and the cart panel's rule. */
  stone: '#D9C8B2',
  stoneDeep: '#D4BEAA',
  /** A sold-out button. */
  ash: '#D9CFC8',
};

/**
 * Our drawings: the delivery zones (scheme and map), the bouquets. They take values, not CSS variables (SVG
 * attributes, the maps service), so the theme writes no variables for them.
 */
const art = {
  zoneNear: brand.caramel,
  zoneMiddle: '#C9A27E',
  zoneFar: tint.stone,
  zoneNearFill: '#E2C29C',
  zoneMiddleFill: '#EBD6BD',
  zoneFarFill: '#F3E7D6',
  schemeGround: '#FBF6EF',
  river: '#BFD3E0',
  leaf: '#93AB74',
  /** A flower's rim and centre: shade over the flower's own colour. */
  petalEdge: '#00000014',
  petalCentre: '#00000022',
  wrap: '#D6B48C',
  wrapFold: '#B8946A',
  bow: brand.berry,
  bowKnot: '#8A2F45',
  /** Each bouquet's three flower colours (src/content/promos.ts names the bouquets). */
  flowers: {
    nezhnost: ['#F4C7CF', '#E79AA9', '#FBE3E6'],
    polevoy: ['#FFFFFF', '#8FA7D8', '#C8B4E0'],
    klassika: ['#C8324B', '#A62238', '#E05A6E'],
  } as Record<string, readonly [string, string, string]>,
};

declare module '@mui/material/styles' {
  /** The theme has CSS variables: `theme.vars` is there, and MUI's parts read them. */
  interface CssThemeVariables {
    enabled: true;
  }
  interface Palette {
    brand: typeof brand;
    tint: typeof tint;
    art: typeof art;
  }
  interface PaletteOptions {
    brand?: typeof brand;
    tint?: typeof tint;
    art?: typeof art;
  }
}

const headingFont = '"Playfair Display", Georgia, "Times New Roman", serif';
const bodyFont = 'Manrope, "Segoe UI", Roboto, Arial, sans-serif';

/**
 * Breakpoints: `sm` is the 768 px mobile breakpoint and `md` starts one pixel past the header's
 * 991 px burger breakpoint, so `down('md')` is "991 px and narrower".
 */
export const theme = createTheme({
  cssVariables: {
    shouldSkipGeneratingVar: (keys) =>
      (keys[0] === 'palette' && keys[1] === 'art') || shouldSkipGeneratingVar(keys),
  },
  breakpoints: {
    values: { xs: 0, sm: MOBILE_BREAKPOINT, md: HEADER_BURGER_BREAKPOINT + 1, lg: 1200, xl: 1440 },
  },
  palette: {
    mode: 'light',
    primary: { main: '#4A2C2A', contrastText: '#fff' },
    /** Caramel deep enough for text on every cream of the site and for white text on it (WCAG AA 4.5:1). */
    secondary: { main: '#8F5420', contrastText: '#fff' },
    error: { main: '#B3261E' },
    success: { main: '#3D6B35' },
    background: { default: '#F7F1E8', paper: '#FFFDF9' },
    text: { primary: '#2E1D1B', secondary: '#5E4A45' },
    divider: '#E8DCCB',
    brand,
    tint,
    art,
  },
  // sx multiplies this: borderRadius 3 is 18 px.
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: bodyFont,
    h1: {
      fontFamily: headingFont,
      fontWeight: 700,
      fontSize: 'clamp(2rem, 1.4rem + 2.4vw, 3.4rem)',
      lineHeight: 1.1,
    },
    h2: {
      fontFamily: headingFont,
      fontWeight: 700,
      fontSize: 'clamp(1.6rem, 1.2rem + 1.6vw, 2.4rem)',
      lineHeight: 1.15,
    },
    h3: {
      fontFamily: headingFont,
      fontWeight: 600,
      fontSize: 'clamp(1.3rem, 1.1rem + 0.8vw, 1.7rem)',
      lineHeight: 1.2,
    },
    h4: { fontFamily: headingFont, fontWeight: 600, fontSize: '1.3rem' },
    h5: { fontWeight: 700, fontSize: '1.1rem' },
    h6: { fontWeight: 700, fontSize: '1rem' },
    button: { textTransform: 'none', fontWeight: 700, letterSpacing: 0.2 },
    body1: { lineHeight: 1.6 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 22 } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 18 } } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 20 } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});

/** A soft cocoa shadow: `alpha` of the cocoa (primary) colour, through its channel variable. */
export const cocoaShadow = (shadow: string, alpha: number) =>
  `${shadow} rgba(${theme.vars.palette.primary.mainChannel} / ${alpha})`;

/** The card a standalone form sits on (the individual cake, the franchise request). */
export const formCardSx = {
  display: 'grid',
  gap: 2.5,
  p: { xs: 2.5, md: 4 },
  borderRadius: '22px',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  boxShadow: cocoaShadow('0 18px 48px', 0.08),
} as const;

/** What replaces such a form once it was sent: the same corners on a soft green. */
export const doneCardSx = {
  p: { xs: 3, md: 4 },
  borderRadius: '22px',
  bgcolor: 'tint.sage',
  border: 1,
  borderColor: 'tint.sageLine',
} as const;

/**
 * The palette as its CSS variables (`var(--mui-palette-divider, #E8DCCB)`), for values the `sx` shorthands do not
 * resolve: a border, a shadow, an outline. Where a key takes a palette path, `sx` names it (`bgcolor: 'tint.sand'`).
 */
export const palette = theme.vars.palette;
