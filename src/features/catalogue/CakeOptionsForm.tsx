import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { ChoiceGroup } from '@/components/ChoiceGroup';
import { useLiveProps } from '@/components/plain';
import { FormattedMessage, useIntl } from 'react-intl';
import { LiveFieldset } from '@/components/LiveFieldset';
import { Money } from '@/components/Money';
import { useLocale } from '@/components/useLocale';
import { CAKE_INSCRIPTION_MAX, cakeLinePrice, describeOptions, formatKg } from '@/domain/cake';
import { addBlockOf, lineFromProduct } from '@/domain/cartLine';
import { pick, type CakeOptions, type Product } from '@/domain/types';
import { CartNotice } from './CartNotice';
import { useStores } from '@/stores/context';
import { useFormModel } from '@/stores/form/useFormModel';
import css from './catalogue.module.css';
import { m as msg } from './messages';
import { m as cm } from './card.messages';

type CakeChoice = { weight: number; fillingIndex: number; inscription: string };

/** The weight offered first: 1.5 kg when there is one (a usual celebration), else the lightest. */
function defaultWeight(weights: readonly number[]): number {
  return weights.includes(1.5) ? 1.5 : (weights[0] ?? 1);
}

/**
 * A cake to order (category 1184): weight, filling and inscription. The line price is the price
 * per kg times the weight; the chosen options travel in the line's `well` note.
 */
export const CakeOptionsForm = observer(function CakeOptionsForm({
  product,
  options,
  href,
}: {
  product: Product;
  options: CakeOptions;
  href: string;
}) {
  const { cart } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  const weights = options.weights.length ? options.weights : [product.weight || 1];
  // Every choice is valid: the form has values and no rules (adding waits only for a cart of other dishes).
  const form = useFormModel<CakeChoice, never>({
    initial: { weight: defaultWeight(weights), fillingIndex: 0, inscription: '' },
    validate: () => ({}),
    fields: [],
  });
  const { weight, fillingIndex, inscription } = form.values;
  const [added, setAdded] = useState(false);
  const choose = <K extends keyof CakeChoice>(key: K, value: CakeChoice[K]) => {
    form.set(key, value);
    setAdded(false);
  };
  const filling = options.fillings[fillingIndex];
  const price = cakeLinePrice(product.price, weight);
  // A cake to order is an order of its own: with other dishes in the cart it waits (they would be dropped otherwise).
  const blocked = addBlockOf(cart.lines, product.categoryId);
  // Not ready to look at before the page has hydrated (a prerendered cake page).
  const selectLive = useLiveProps();
  const addLive = useLiveProps(blocked !== null);

  const add = () => {
    if (blocked) return;
    const text = inscription.trim();
    const kg = (l: 'ru' | 'en') => `${formatKg(weight, l)} ${l === 'ru' ? 'кг' : 'kg'}`;
    const variant = (l: 'ru' | 'en') =>
      [kg(l), filling ? pick(filling, l) : '', text ? `«${text}»` : ''].filter(Boolean).join(' · ');
    const well = describeOptions([
      [intl.formatMessage(msg.weight), kg(locale)],
      [intl.formatMessage(msg.filling), filling ? pick(filling, locale) : ''],
      [intl.formatMessage(msg.inscription), text ? `«${text}»` : ''],
    ]);
    // The options name the line, so two different cakes of one kind stay two lines.
    const choice = {
      name: { ru: variant('ru'), en: variant('en') },
      price,
      code: `${product.code}-${weight}`,
    };
    cart.add({ ...lineFromProduct(product, { choice, link: href }), well }, 1);
    setAdded(true);
  };

  return (
    <Stack
      component="form"
      data-testid="cake-options"
      sx={{ gap: 2.5, mt: 1 }}
      onSubmit={(e) => {
        e.preventDefault();
        add();
      }}
    >
      <LiveFieldset>
        <Box>
          <Typography id="cake-weight-label" sx={{ fontWeight: 700, mb: 1 }}>
            <FormattedMessage {...msg.weight} />
          </Typography>
          <ChoiceGroup
            value={String(weight)}
            options={weights.map((w) => ({
              value: String(w),
              label: <FormattedMessage {...msg.kg} values={{ weight: formatKg(w, locale) }} />,
            }))}
            onChange={(value) => choose('weight', Number(value))}
            labelId="cake-weight-label"
            testId="cake-weight"
          />
        </Box>
        {options.fillings.length > 0 && (
          <label style={{ maxWidth: 420 }}>
            <Typography component="span" sx={{ display: 'block', fontWeight: 700, mb: 1 }}>
              <FormattedMessage {...msg.filling} />
            </Typography>
            <select
              className={css.select}
              data-testid="cake-filling"
              {...selectLive}
              value={fillingIndex}
              onChange={(e) => {
                choose('fillingIndex', Number(e.target.value));
              }}
            >
              {options.fillings.map((f, i) => (
                <option key={f.ru} value={i}>
                  {pick(f, locale)}
                </option>
              ))}
            </select>
          </label>
        )}
        {options.inscription && (
          <TextField
            label={intl.formatMessage(msg.inscriptionLabel)}
            value={inscription}
            onChange={(e) => {
              choose('inscription', e.target.value.slice(0, CAKE_INSCRIPTION_MAX));
            }}
            helperText={intl.formatMessage(msg.inscriptionHelp, {
              max: CAKE_INSCRIPTION_MAX,
              used: inscription.length,
            })}
            slotProps={{ htmlInput: { maxLength: CAKE_INSCRIPTION_MAX, 'data-testid': 'cake-inscription' } }}
            sx={{ maxWidth: 420 }}
          />
        )}
        {product.leadTimeDays !== undefined && (
          <Typography sx={{ color: 'text.secondary', fontSize: 15 }}>
            <FormattedMessage {...msg.leadTimeNote} values={{ days: product.leadTimeDays }} />
          </Typography>
        )}
        <Box sx={{ p: 2.5, borderRadius: '18px', bgcolor: 'tint.latte' }}>
          <Typography sx={{ color: 'text.secondary', fontSize: 15 }} data-testid="cake-price-per-kg">
            <FormattedMessage
              {...msg.priceFormula}
              values={{ price: <Money value={product.price} />, weight: formatKg(weight, locale) }}
            />
          </Typography>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mt: 0.5 }}
          >
            <Typography sx={{ fontSize: 32, fontWeight: 800 }} data-testid="cake-price">
              <Money value={price} />
            </Typography>
            <Button
              type="submit"
              size="large"
              variant="contained"
              data-testid="add-to-cart"
              {...addLive}
              aria-describedby={blocked ? 'add-blocked' : undefined}
              sx={{ px: 5, minHeight: 52 }}
            >
              <FormattedMessage {...cm.add} />
            </Button>
          </Stack>
        </Box>
        {blocked && (
          <CartNotice severity="info" id="add-blocked" testId="add-blocked">
            <FormattedMessage {...msg.blockedDishes} />
          </CartNotice>
        )}
        {added && (
          <CartNotice severity="success" testId="cake-added">
            <FormattedMessage {...msg.added} />
          </CartNotice>
        )}
      </LiveFieldset>
    </Stack>
  );
});
