import { memo, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { getHref } from '@/app/paths';
import { Money } from '@/components/Money';
import { Stepper } from '@/components/Stepper';
import { useLocale } from '@/components/useLocale';
import { CAKE_TO_ORDER_CATEGORY_ID } from '@/domain/constants';
import { lineFromProduct, type CartLine } from '@/domain/cartLine';
import { findProducts, type ProductHit } from '@/domain/operatorOrder';
import { stepRuleOf } from '@/domain/stepper';
import { pick, type Locale } from '@/domain/types';
import { useStores } from '@/stores/context';
import { palette } from '@/theme/theme';
import { m as msg } from './messages';

type Add = (line: Omit<CartLine, 'count'>, count: number) => void;

/** The cart line of a product the operator picked, linked to the product's page as the shop links it. */
function operatorLine(
  { product, category }: ProductHit,
  choiceIndex: number,
  locale: Locale,
): Omit<CartLine, 'count'> {
  const choice = product.choices[choiceIndex];
  const link =
    product.categoryId === CAKE_TO_ORDER_CATEGORY_ID
      ? getHref('cake', locale, { id: product.id })
      : getHref('submenuItem', locale, { submenu: category.alias, id: product.id });
  return lineFromProduct(product, {
    ...(choice ? { choice } : {}),
    link,
    categoryNotDiscount: category.notDiscount,
  });
}

/** One search result: choice, quantity on the stepper's grid, add. */
const ProductRow = memo(function ProductRow({
  hit,
  locale,
  onAdd,
}: {
  hit: ProductHit;
  locale: Locale;
  onAdd: Add;
}) {
  const intl = useIntl();
  const { product } = hit;
  const rule = stepRuleOf(product);
  const [count, setCount] = useState(rule.min);
  const [choiceIndex, setChoiceIndex] = useState(0);
  const name = pick(product.name, locale);
  const choice = product.choices[choiceIndex];
  return (
    <Box
      component="li"
      data-testid="admin-product"
      data-product-id={product.id}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 1fr) auto auto auto' },
        alignItems: 'center',
        gap: { xs: 1, sm: 1.5 },
        py: 1,
        borderTop: `1px solid ${palette.divider}`,
      }}
    >
      <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{name}</Typography>
        <Typography component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
          <Money value={choice ? choice.price : product.price} /> · {product.code}
          {rule.min > 1 || rule.step > 1 ? (
            <>
              {' · '}
              <FormattedMessage {...msg.productRule} values={{ min: rule.min, step: rule.step }} />
            </>
          ) : null}
        </Typography>
      </Box>
      {product.choices.length > 0 ? (
        <TextField
          select
          size="small"
          label={intl.formatMessage(msg.productChoice)}
          value={choiceIndex}
          onChange={(e) => setChoiceIndex(Number(e.target.value))}
          sx={{ minWidth: 150, gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'choice-select' } }}
        >
          {product.choices.map((c, i) => (
            <option key={c.code || i} value={i}>
              {pick(c.name, locale)}
            </option>
          ))}
        </TextField>
      ) : (
        <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
      )}
      <Stepper size="small" value={count} onChange={setCount} label={name} {...rule} />
      <Button
        variant="outlined"
        size="small"
        data-testid="admin-add"
        aria-label={intl.formatMessage(msg.productAddAria, { name })}
        onClick={() => {
          onAdd(operatorLine(hit, choiceIndex, locale), count);
          setCount(rule.min);
        }}
      >
        <FormattedMessage {...msg.productAdd} />
      </Button>
    </Box>
  );
});

/** The operator's catalogue search: by name in the current language (or by code), add with a quantity and a choice. */
export const ProductPicker = observer(function ProductPicker({
  onAdd,
  searchId,
}: {
  onAdd: Add;
  searchId: string;
}) {
  const { catalogue } = useStores();
  const intl = useIntl();
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const hits = useMemo(
    () => findProducts(catalogue.categories, query, locale),
    [catalogue.categories, query, locale],
  );
  return (
    <Box>
      <TextField
        type="search"
        size="small"
        fullWidth
        label={intl.formatMessage(msg.productSearch)}
        placeholder={intl.formatMessage(msg.productSearchPlaceholder)}
        id={searchId}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': searchId, autoComplete: 'off', maxLength: 100 } }}
      />
      {catalogue.menuStatus === 'loading' && (
        <Typography sx={{ mt: 1, fontSize: 14, color: 'text.secondary' }}>
          <FormattedMessage {...msg.productLoading} />
        </Typography>
      )}
      {catalogue.menuStatus === 'error' && (
        <Stack direction="row" sx={{ mt: 1, gap: 1, alignItems: 'center' }}>
          <Typography sx={{ fontSize: 14, color: 'error.main' }}>
            <FormattedMessage {...msg.productLoadError} />
          </Typography>
          <Button size="small" onClick={() => void catalogue.loadMenu(getHref('admin', locale))}>
            <FormattedMessage {...msg.retry} />
          </Button>
        </Stack>
      )}
      {query.trim() !== '' && hits.length === 0 && catalogue.menuStatus === 'ready' && (
        <Typography sx={{ mt: 1, fontSize: 14, color: 'text.secondary' }} data-testid="admin-product-none">
          <FormattedMessage {...msg.productNone} />
        </Typography>
      )}
      {hits.length > 0 && (
        <Box
          component="ul"
          aria-label={intl.formatMessage(msg.productResults)}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {hits.map((hit) => (
            <ProductRow key={hit.product.id} hit={hit} locale={locale} onAdd={onAdd} />
          ))}
        </Box>
      )}
    </Box>
  );
});
