import { createTheme } from '@mui/material/styles';
import { HEADER_BURGER_BREAKPOINT, MOBILE_BREAKPOINT } from '@/domain/constants';
import { brand } from './brand';

// The shell and first-paint pages use brand.ts and global.css, not this theme: MUI loads with lazy parts only.
export { brand };

const headingFont = '"Playfair Display", Georgia, "Times New Roman", serif';
const bodyFont = 'Manrope, "Segoe UI", Roboto, Arial, sans-serif';

/**
 * Breakpoints: `sm` is the 768 px mobile breakpoint and `md` starts one pixel past the header's
 * 991 px burger breakpoint, so `down('md')` is "991 px and narrower".
 */
export const theme = createTheme({
  breakpoints: {
    values: { xs: 0, sm: MOBILE_BREAKPOINT, md: HEADER_BURGER_BREAKPOINT + 1, lg: 1200, xl: 1440 },
  },
  palette: {
    mode: 'light',
    primary: { main: brand.cocoa, contrastText: '#fff' },
    secondary: { main: brand.caramelText, contrastText: '#fff' },
    error: { main: '#B3261E' },
    success: { main: '#3D6B35' },
    background: { default: brand.cream, paper: brand.paper },
    text: { primary: '#2E1D1B', secondary: '#5E4A45' },
    divider: brand.line,
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

/** The card a standalone form sits on (the individual cake, the franchise request). */
export const formCardSx = {
  display: 'grid',
  gap: 2.5,
  p: { xs: 2.5, md: 4 },
  borderRadius: '22px',
  bgcolor: 'background.paper',
  border: `1px solid ${brand.line}`,
  boxShadow: '0 18px 48px rgba(74,44,42,.08)',
} as const;

/** What replaces such a form once it was sent: the same corners on a soft green. */
export const doneCardSx = {
  p: { xs: 3, md: 4 },
  borderRadius: '22px',
  bgcolor: '#EEF3E8',
  border: '1px solid #CFDCC2',
} as const;
