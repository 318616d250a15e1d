import { Box } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { TextLink } from '@/components/plain';
import { useLocale } from '@/components/useLocale';
import { brand } from '@/theme/theme';
import { getHref } from '../paths';

/** The brand mark: a drawn cake slice and the name, linking home. */
export function Logo({ compact = false, light = false }: { compact?: boolean; light?: boolean }) {
  const locale = useLocale();
  return (
    <TextLink
      to={getHref('home', locale)}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.2, color: light ? '#fff' : 'primary.main', flexShrink: 0, '&:hover': { textDecoration: 'none' } }}
    >
      <svg width={compact ? 32 : 38} height={compact ? 32 : 38} viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r="19" fill={light ? brand.caramel : brand.cocoa} />
        <path d="M9 25l22-9v9z" fill={brand.cream} />
        <path d="M9 25h22v4H9z" fill={brand.caramelLight} />
        <circle cx="24" cy="13.5" r="2.6" fill={brand.berry} />
      </svg>
      <Box component="span" sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: { xs: '1.05rem', sm: compact ? '1.15rem' : '1.35rem' }, lineHeight: 1, whiteSpace: 'nowrap' }}>
        <FormattedMessage id="brand.name" defaultMessage="Корица и Сливки" />
      </Box>
    </TextLink>
  );
}
