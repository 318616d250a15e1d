import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { getHref } from '@/app/paths';
import { AppLink } from '@/components/AppLink';
import { LazyImage } from '@/components/LazyImage';
import { useLiveProps } from '@/components/plain';
import { Money } from '@/components/Money';
import { useLocale } from '@/components/useLocale';
import { addBlockOf, lineFromProduct } from '@/domain/cartLine';
import { formatMoney } from '@/domain/money';
import { pick, type Category, type Product } from '@/domain/types';
import { CartNotice } from './CartNotice';
import { useStores } from '@/stores/context';
import { palette } from '@/theme/theme';
import { CakeOptionsForm } from './CakeOptionsForm';
import css from './catalogue.module.css';
import { ProductFactsView } from './ProductFactsView';
import { WeightLabel } from './WeightLabel';
import { m } from './messages';
import { m as cm } from './card.messages';

/** A product's own page body: large image, name, description, choice, price and add to cart (cakes: their options). */
export const ProductDetails = observer(function ProductDetails({
  product,
  category,
  href,
}: {
  product: Product;
  category?: Category;
  href: string;
}) {
  const locale = useLocale();
  const name = pick(product.name, locale);
  const categoryHref = category
    ? category.section === 'cakes'
      ? getHref('cakes', locale)
      : getHref('submenu', locale, { submenu: category.alias })
    : undefined;
  return (
    <Box
      data-testid="product-details"
      data-product-id={product.id}
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 6 },
        gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
        alignItems: 'start',
      }}
    >
      <Box
        sx={{
          borderRadius: '22px',
          overflow: 'hidden',
          border: `1px solid ${palette.divider}`,
          position: { md: 'sticky' },
          top: { md: 96 },
        }}
      >
        <LazyImage src={product.image} alt={name} width={800} height={600} priority />
      </Box>
      <Stack sx={{ gap: 2 }}>
        {category && categoryHref && (
          <Chip
            component={AppLink}
            to={categoryHref}
            clickable
            label={pick(category.name, locale)}
            sx={{ alignSelf: 'flex-start', bgcolor: 'tint.sand', fontWeight: 600 }}
          />
        )}
        <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.8rem' } }}>
          {name}
        </Typography>
        <Typography sx={{ fontSize: { xs: 16, md: 18 }, lineHeight: 1.7, color: 'text.secondary' }}>
          {pick(product.description, locale)}
        </Typography>
        {product.cakeOptions ? (
          <CakeOptionsForm product={product} options={product.cakeOptions} href={href} />
        ) : (
          <BuyBox product={product} category={category} href={href} />
        )}
        {product.facts && <ProductFactsView facts={product.facts} unit={product.unit} />}
      </Stack>
    </Box>
  );
});

/** Choice, price, minimum and the add button of an ordinary product. */
const BuyBox = observer(function BuyBox({
  product,
  category,
  href,
}: {
  product: Product;
  category?: Category;
  href: string;
}) {
  const { cart } = useStores();
  const locale = useLocale();
  const [choiceIndex, setChoiceIndex] = useState(0);
  const inCart = cart.piecesById.get(product.id) ?? 0;
  const choice = product.choices[choiceIndex];
  const blocked = addBlockOf(cart.lines, product.categoryId);
  // Not ready to look at before the page has hydrated (a prerendered product page).
  const selectLive = useLiveProps();
  const addLive = useLiveProps(blocked !== null);
  return (
    <Stack sx={{ gap: 2.5, mt: 1 }}>
      <Typography sx={{ color: 'text.secondary', fontSize: 15 }}>
        <WeightLabel product={product} />
      </Typography>
      {product.choices.length > 0 && (
        <label style={{ maxWidth: 360 }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 700, mb: 0.75 }}>
            <FormattedMessage {...cm.choice} />
          </Typography>
          <select
            className={css.select}
            data-testid="choice-select"
            {...selectLive}
            value={choiceIndex}
            onChange={(e) => setChoiceIndex(Number(e.target.value))}
          >
            {product.choices.map((c, i) => (
              <option key={c.code || i} value={i}>
                {pick(c.name, locale)} — {formatMoney(c.price, locale)}
              </option>
            ))}
          </select>
        </label>
      )}
      {(product.minimum > 1 || product.multiplicity > 1) && (
        <Alert
          severity="info"
          icon={false}
          data-testid="minimum-note"
          sx={{ bgcolor: 'tint.latte', color: 'text.primary' }}
        >
          <FormattedMessage
            {...m.minimumNote}
            values={{ minimum: product.minimum, step: String(product.multiplicity) }}
          />
        </Alert>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
        <Typography sx={{ fontSize: 32, fontWeight: 800 }} data-testid="product-price">
          <Money value={choice ? choice.price : product.price} />
        </Typography>
        <Button
          size="large"
          variant="contained"
          data-testid="add-to-cart"
          sx={{ px: 5, minHeight: 52 }}
          {...addLive}
          aria-describedby={blocked ? 'add-blocked' : undefined}
          onClick={() =>
            cart.add(
              lineFromProduct(product, {
                ...(choice ? { choice } : {}),
                link: href,
                categoryNotDiscount: category?.notDiscount ?? false,
              }),
            )
          }
        >
          {product.minimum > 1 ? (
            <FormattedMessage {...m.addMinimum} values={{ count: product.minimum }} />
          ) : (
            <FormattedMessage {...cm.add} />
          )}
        </Button>
      </Stack>
      {blocked && (
        <CartNotice severity="info" id="add-blocked" testId="add-blocked">
          <FormattedMessage {...m.blockedTnzLong} />
        </CartNotice>
      )}
      {inCart > 0 && (
        <Typography data-testid="in-cart-note" sx={{ color: 'success.main', fontWeight: 700 }}>
          <FormattedMessage {...m.inCart} values={{ count: inCart }} />{' '}
          <Button variant="text" size="small" onClick={cart.open} sx={{ ml: 1 }}>
            <FormattedMessage {...m.openCart} />
          </Button>
        </Typography>
      )}
    </Stack>
  );
});
