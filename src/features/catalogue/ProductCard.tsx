import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '@/components/AppLink';
import { LazyImage } from '@/components/LazyImage';
import { Money } from '@/components/Money';
import { useLocale } from '@/components/useLocale';
import { lineFromProduct } from '@/domain/cartLine';
import { pick, type Product } from '@/domain/types';
import { useStores } from '@/stores/context';
import { WeightLabel } from './WeightLabel';

type Props = { product: Product; href: string; categoryNotDiscount?: boolean; priority?: boolean };

/** A product in a list: image, name, weight, price, choice, add to cart (catalogue hooks of DECISIONS.md section 5). */
export const ProductCard = observer(function ProductCard({ product, href, categoryNotDiscount = false, priority = false }: Props) {
  const { cart } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  const [choiceIndex, setChoiceIndex] = useState(0);
  const choice = product.choices[choiceIndex];
  const name = pick(product.name, locale);
  const price = choice ? choice.price : product.price;
  return (
    <Card component="article" data-testid="product-card" data-product-id={product.id} variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: 'divider', bgcolor: 'background.paper', transition: 'box-shadow .2s, transform .2s', '&:hover': { boxShadow: '0 12px 32px rgba(74,44,42,.12)' } }}>
      <AppLink to={href} underline="none" sx={{ display: 'block' }} tabIndex={-1} aria-hidden>
        <LazyImage src={product.image} alt="" width={400} height={300} priority={priority} />
      </AppLink>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1, p: 2 }}>
        <AppLink to={href} underline="hover" sx={{ color: 'text.primary' }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: 17, lineHeight: 1.3 }}>
            {name}
          </Typography>
        </AppLink>
        <Typography sx={{ color: 'text.secondary', fontSize: 14, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {pick(product.description, locale)}
        </Typography>
        {product.choices.length > 0 && (
          <TextField
            select
            size="small"
            label={intl.formatMessage({ id: 'product.choice', defaultMessage: 'Вариант' })}
            value={choiceIndex}
            onChange={(e) => setChoiceIndex(Number(e.target.value))}
            slotProps={{ htmlInput: { 'data-testid': 'choice-select' }, select: { SelectDisplayProps: { 'data-testid': 'choice-select' } as object } }}
          >
            {product.choices.map((c, i) => (
              <MenuItem key={c.code || i} value={i}>
                {pick(c.name, locale)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 'auto', pt: 1, gap: 1 }}>
          <Box>
            <Typography sx={{ fontWeight: 800, fontSize: 18 }}>
              <Money value={price} />
            </Typography>
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
              <WeightLabel product={product} />
            </Typography>
          </Box>
          <Button
            variant="contained"
            data-testid="add-to-cart"
            aria-label={intl.formatMessage({ id: 'product.addAria', defaultMessage: 'В корзину: {name}' }, { name })}
            onClick={() => cart.add(lineFromProduct(product, { ...(choice ? { choice } : {}), link: href, categoryNotDiscount }))}
          >
            <FormattedMessage id="product.add" defaultMessage="В корзину" />
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
});
