import { Box, Typography } from '@mui/material';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { useLocale } from '@/components/useLocale';
import { pick, type Product, type ProductFacts } from '@/domain/types';
import { palette } from '@/theme/theme';
import { m as msg } from './messages';

const NUTRIENTS = [
  ['kcal', <FormattedMessage key="kcal" {...msg.factsKcal} />],
  ['protein', <FormattedMessage key="protein" {...msg.factsProtein} />],
  ['fat', <FormattedMessage key="fat" {...msg.factsFat} />],
  ['carbs', <FormattedMessage key="carbs" {...msg.factsCarbs} />],
] as const;

/** Composition, allergens and nutrition of a product page: only what the data has, nothing when it has none. */
export function ProductFactsView({ facts, unit }: { facts: ProductFacts; unit: Product['unit'] }) {
  const locale = useLocale();
  const composition = pick(facts.composition, locale);
  const allergens = pick(facts.allergens, locale);
  const nutrition = facts.nutrition;
  if (!composition && !allergens && !nutrition) return null;
  return (
    <Box
      component="section"
      data-testid="product-facts"
      sx={{
        p: { xs: 2, md: 2.5 },
        borderRadius: '18px',
        bgcolor: 'background.paper',
        border: `1px solid ${palette.divider}`,
        display: 'grid',
        gap: 1.75,
      }}
    >
      {composition && (
        <div>
          <Typography component="h2" sx={{ fontWeight: 800, fontSize: 15, mb: 0.5 }}>
            <FormattedMessage {...msg.factsComposition} />
          </Typography>
          <Typography
            data-testid="product-composition"
            sx={{ fontSize: 15, lineHeight: 1.6, color: 'text.secondary' }}
          >
            {composition}
          </Typography>
        </div>
      )}
      {allergens && (
        <div>
          <Typography component="h2" sx={{ fontWeight: 800, fontSize: 15, mb: 0.5 }}>
            <FormattedMessage {...msg.factsAllergens} />
          </Typography>
          <Typography
            data-testid="product-allergens"
            sx={{ fontSize: 15, lineHeight: 1.6, color: 'text.secondary' }}
          >
            {allergens}
          </Typography>
        </div>
      )}
      {nutrition && (
        <div>
          <Typography component="h2" sx={{ fontWeight: 800, fontSize: 15, mb: 0.75 }}>
            {unit === 'ml' ? (
              <FormattedMessage {...msg.factsNutrition100ml} />
            ) : (
              <FormattedMessage {...msg.factsNutrition100g} />
            )}
          </Typography>
          <Box
            component="dl"
            data-testid="product-nutrition"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1 }}
          >
            {NUTRIENTS.map(([key, label]) => (
              // The term comes first for screen readers; the figure shows on top.
              <Box
                key={key}
                sx={{
                  display: 'flex',
                  flexDirection: 'column-reverse',
                  textAlign: 'center',
                  py: 1,
                  px: 0.5,
                  borderRadius: '12px',
                  bgcolor: 'tint.latte',
                }}
              >
                <Typography component="dt" sx={{ fontSize: 12.5, color: 'text.secondary' }}>
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: 18 }}>
                  <FormattedNumber value={nutrition[key]} maximumFractionDigits={1} />
                </Typography>
              </Box>
            ))}
          </Box>
        </div>
      )}
    </Box>
  );
}
