import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { brand } from '@/theme/theme';

/**
 * Light elements for the always-visible shell (header, footer, banners). They are plain buttons and
 * links styled with the theme, so the initial bundle does not carry MUI's ButtonBase, ripple and modal code.
 */
const iconBox = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  width: 44,
  height: 44,
  flexShrink: 0,
  borderRadius: '50%',
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
  transition: 'background-color .15s',
  '&:hover': { backgroundColor: 'rgba(74,44,42,.07)' },
} as const;

/** A round icon button (44 px target). Give it an aria-label. */
export const IconBtn = styled('button')(iconBox);

/** A round icon link inside the app. */
export const IconLink = styled(RouterLink)(iconBox);

/** A button without chrome that looks like text. */
export const TextButton = styled('button')({
  appearance: 'none',
  border: 0,
  padding: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { textDecoration: 'underline' },
});

/** An in-app text link. */
export const TextLink = styled(RouterLink)({ color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } });

/** An external or tel:/mailto: text link. */
export const TextAnchor = styled('a')({ color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } });

const pill = ({ variant = 'contained' }: { variant?: 'contained' | 'outlined' | 'light' }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minHeight: 44,
  padding: '8px 22px',
  borderRadius: 999,
  font: 'inherit',
  fontWeight: 700,
  fontSize: 15,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color .15s, border-color .15s',
  ...(variant === 'contained'
    ? { border: 0, backgroundColor: brand.cocoa, color: '#fff', '&:hover': { backgroundColor: '#3A2120' } }
    : variant === 'outlined'
      ? { border: `1px solid ${brand.cocoa}`, backgroundColor: 'transparent', color: brand.cocoa, '&:hover': { backgroundColor: 'rgba(74,44,42,.06)' } }
      : { border: '1px solid rgba(255,255,255,.45)', backgroundColor: 'transparent', color: '#fff', '&:hover': { backgroundColor: 'rgba(255,255,255,.08)' } }),
});

/** A pill button (contained, outlined, or light on dark). */
export const PillButton = styled('button', { shouldForwardProp: (p) => p !== 'variant' })<{ variant?: 'contained' | 'outlined' | 'light' }>(pill);
/** A pill-shaped in-app link. */
export const PillLink = styled(RouterLink, { shouldForwardProp: (p) => p !== 'variant' })<{ variant?: 'contained' | 'outlined' | 'light' }>(pill);
/** A pill-shaped external link. */
export const PillAnchor = styled('a', { shouldForwardProp: (p) => p !== 'variant' })<{ variant?: 'contained' | 'outlined' | 'light' }>(pill);

/** The small count on the cart icon. */
export const CountBadge = styled('span')({
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: 20,
  height: 20,
  padding: '0 5px',
  borderRadius: 10,
  backgroundColor: brand.caramel,
  color: '#fff',
  fontSize: 12,
  fontWeight: 700,
  lineHeight: '20px',
  textAlign: 'center',
});
