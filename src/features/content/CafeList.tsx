import { observer } from 'mobx-react-lite';
import { Box, Link, Typography } from '@mui/material';
import { telHref, unbreakablePhone } from '@/config/contacts';
import { useLocale } from '@/components/useLocale';
import { pick } from '@/domain/types';
import { useStores } from '@/stores/context';
import { palette } from '@/theme/theme';

/** The cafes (the cake desk excluded): name, address, hours and phone. */
export const CafeList = observer(function CafeList() {
  const { catalogue } = useStores();
  const locale = useLocale();
  const cafes = catalogue.pickableCafes;
  if (cafes.length === 0) return null;
  return (
    <Box
      component="ul"
      data-testid="cafe-list"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
      }}
    >
      {cafes.map((cafe) => (
        <Box
          component="li"
          key={cafe.id}
          data-cafe-id={cafe.id}
          sx={{
            p: 2.5,
            borderRadius: '18px',
            bgcolor: 'background.paper',
            border: `1px solid ${palette.divider}`,
          }}
        >
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: 17, mb: 0.75 }}>
            {pick(cafe.name, locale)}
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: 15 }}>{pick(cafe.address, locale)}</Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: 15 }}>{pick(cafe.hours, locale)}</Typography>
          {cafe.phone && (
            <Link href={telHref(cafe.phone)} sx={{ display: 'inline-block', mt: 1, fontWeight: 700 }}>
              {unbreakablePhone(cafe.phone)}
            </Link>
          )}
        </Box>
      ))}
    </Box>
  );
});
