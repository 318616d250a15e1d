import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { LazyImage } from '@/components/LazyImage';
import { Money } from '@/components/Money';
import { useLocale } from '@/components/useLocale';
import { lineFromProduct } from '@/domain/cartLine';
import { pick, type Category, type Product } from '@/domain/types';
import { useStores } from '@/stores/context';
import { WeightLabel } from './WeightLabel';

/** A product's own page body: large image, description, choice, price and add to cart. */
export const ProductDetails = observer(function ProductDetails({ product, category, href }: { product: Product; category?: Category; href: string }) {
  const { cart } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  const [choiceIndex, setChoiceIndex] = useState(0);
  const choice = product.choices[choiceIndex];
  return (
    <Box data-testid="product-details" data-product-id={product.id} sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' }, alignItems: 'start' }}>
      <Box sx={{ borderRadius: 4, overflow: 'hidden' }}>
        <LazyImage src={product.image} alt={pick(product.name, locale)} width={800} height={600} priority />
      </Box>
      <Stack sx={{ gap: 2 }}>
        {category && <Chip label={pick(category.name, locale)} sx={{ alignSelf: 'flex-start', bgcolor: '#F1E4D3' }} />}
        <Typography sx={{ fontSize: 18, lineHeight: 1.7 }}>{pick(product.description, locale)}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          <WeightLabel product={product} />
        </Typography>
        {product.choices.length > 0 && (
          <TextField select label={intl.formatMessage({ id: 'product.choice', defaultMessage: 'Вариант' })} value={choiceIndex} onChange={(e) => setChoiceIndex(Number(e.target.value))} slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'choice-select' } as object } }} sx={{ maxWidth: 360 }}>
            {product.choices.map((c, i) => (
              <MenuItem key={c.code || i} value={i}>
                {pick(c.name, locale)} — <Money value={c.price} />
              </MenuItem>
            ))}
          </TextField>
        )}
        <Typography sx={{ fontSize: 30, fontWeight: 800 }}>
          <Money value={choice ? choice.price : product.price} />
        </Typography>
        <Button
          size="large"
          variant="contained"
          data-testid="add-to-cart"
          sx={{ alignSelf: 'flex-start', px: 5 }}
          onClick={() => cart.add(lineFromProduct(product, { ...(choice ? { choice } : {}), link: href, categoryNotDiscount: category?.notDiscount ?? false }))}
        >
          <FormattedMessage id="product.add" defaultMessage="В корзину" />
        </Button>
      </Stack>
    </Box>
  );
});
