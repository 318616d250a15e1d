import { useEffect, useMemo, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { getHref } from '@/app/paths';
import { PhoneField } from '@/components/PhoneField';
import { useLiveProps } from '@/components/plain';
import { SubmitButton } from '@/components/SubmitButton';
import { LiveFieldset } from '@/components/LiveFieldset';
import { Money } from '@/components/Money';
import { useLocale } from '@/components/useLocale';
import {
  CAKE_DESCRIPTION_MAX,
  CAKE_REFERENCE_MAX_BYTES,
  cakeLinePrice,
  describeOptions,
  earliestCakeDate,
  formatKg,
  addDays,
  toIsoDate,
  validateIndividualCake,
  type IndividualCakeErrors,
  type IndividualCakeField,
  type IndividualCakeForm as CakeFormValues,
} from '@/domain/cake';
import { lineFromProduct } from '@/domain/cartLine';
import { parseIsoDate } from '@/domain/content';
import { formatMoney } from '@/domain/money';
import { pick, type Product } from '@/domain/types';
import { DateChips } from '@/components/order/DateChips';
import { useStores } from '@/stores/context';
import { useFormModel } from '@/stores/form/useFormModel';
import { doneCardSx, formCardSx, palette } from '@/theme/theme';
import { m as msg } from './messages';

type Reference = { name: string; url: string };
/** The form's values: the checked ones and the filling picked (-1 for none). */
type CakeRequest = CakeFormValues & { filling: number };
const FIELDS: IndividualCakeField[] = ['description', 'weight', 'date', 'name', 'phone'];

/**
 * The individual cake form (/tort-po-individualnomu-zakazu): description, weight, date, contact and an
 * optional reference picture. It puts product 1185 (`indZakaz` 1) into the cart with the customer's
 * description in the line's `well` note; the price is the per-kg price times the weight, an estimate
 * the pastry chef confirms by phone.
 */
export const IndividualCakeForm = observer(function IndividualCakeForm({ product }: { product: Product }) {
  const { cart, auth } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  const weights = product.cakeOptions?.weights.length ? product.cakeOptions.weights : [1.5, 2, 3];
  const fillings = product.cakeOptions?.fillings ?? [];
  const today = useMemo(() => new Date(), []);
  const earliest = earliestCakeDate(today, product.leadTimeDays);
  // The checkout's date picker: the first possible day and the 59 after it (later dates are agreed by phone).
  const dates = useMemo(
    () => Array.from({ length: 60 }, (_, i) => toIsoDate(addDays(parseIsoDate(earliest) ?? today, i))),
    [earliest, today],
  );
  const model = useFormModel<
    CakeRequest,
    IndividualCakeField,
    NonNullable<IndividualCakeErrors[IndividualCakeField]>
  >({
    initial: {
      description: '',
      weight: weights.includes(2) ? 2 : (weights[0] ?? null),
      filling: -1,
      date: '',
      name: auth.profile?.fullname ?? '',
      phone: auth.profile?.phone ?? '',
    },
    validate: (values) =>
      validateIndividualCake(values, { today, leadTimeDays: product.leadTimeDays, weights }),
    fields: FIELDS,
  });
  const { description, weight, filling, date, name, phone } = model.values;
  const [reference, setReference] = useState<Reference | null>(null);
  const [referenceError, setReferenceError] = useState(false);
  // The photo picker is a label around a file input: until the form has hydrated a picked file would reach no
  // handler, so it is disabled (and looks it) until then.
  const referenceLive = useLiveProps();
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => () => (reference ? URL.revokeObjectURL(reference.url) : undefined), [reference]);

  // Fields are checked from the first submit on; a corrected field loses its message.
  const shown: IndividualCakeErrors = model.errors;
  const price = weight ? cakeLinePrice(product.price, weight) : 0;

  const message = (field: IndividualCakeField): string | undefined => {
    const error = shown[field];
    if (!error) return undefined;
    switch (error) {
      case 'required':
        return intl.formatMessage(msg.errorRequired);
      case 'short':
        return field === 'name'
          ? intl.formatMessage(msg.errorNameShort)
          : intl.formatMessage(msg.errorDescriptionShort);
      case 'long':
        return intl.formatMessage(msg.errorDescriptionLong, { max: CAKE_DESCRIPTION_MAX });
      case 'early':
        return intl.formatMessage(msg.errorDateEarly, { date: formatDay(earliest) });
      case 'late':
        return intl.formatMessage(msg.errorDateLate);
      case 'invalid':
        return field === 'phone' ? intl.formatMessage(msg.errorPhone) : intl.formatMessage(msg.errorInvalid);
    }
  };

  function formatDay(iso: string): string {
    const day = parseIsoDate(iso);
    return day ? intl.formatDate(day, { day: 'numeric', month: 'long', year: 'numeric' }) : iso;
  }

  const pickReference = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/') || file.size > CAKE_REFERENCE_MAX_BYTES) {
      setReferenceError(true);
      return;
    }
    setReferenceError(false);
    setReference({ name: file.name, url: URL.createObjectURL(file) });
  };

  const submit = () => {
    if (!model.check()) {
      const first = model.firstInvalid;
      // The date has no input: its first day chip takes the focus.
      form.current
        ?.querySelector<HTMLElement>(
          first === 'date' ? '[data-testid="individual-date"] button' : `[name="${first}"]`,
        )
        ?.focus();
      return;
    }
    if (weight === null) return;
    const kg = (l: 'ru' | 'en') => `${formatKg(weight, l)} ${l === 'ru' ? 'кг' : 'kg'}`;
    const chosenFilling = fillings[filling];
    const well = describeOptions([
      [intl.formatMessage(msg.wellDescription), description.trim()],
      [intl.formatMessage(msg.weight), kg(locale)],
      [intl.formatMessage(msg.filling), chosenFilling ? pick(chosenFilling, locale) : ''],
      [intl.formatMessage(msg.wellDate), formatDay(date)],
      [intl.formatMessage(msg.wellContact), `${name.trim()}, ${phone}`],
      [intl.formatMessage(msg.wellReference), reference?.name ?? ''],
    ]);
    // Weight, date and the start of the description name the line, so two different orders never merge.
    const brief = description.trim().slice(0, 24) + (description.trim().length > 24 ? '…' : '');
    const variant = (l: 'ru' | 'en') => `${kg(l)} · ${date.split('-').reverse().join('.')} · «${brief}»`;
    const choice = {
      name: { ru: variant('ru'), en: variant('en') },
      price,
      code: `${product.code}-${weight}`,
    };
    cart.add({ ...lineFromProduct(product, { choice, link: getHref('individualCake', locale) }), well }, 1);
    setDone(true);
  };

  const reset = () => {
    model.reset({ ...model.values, description: '', date: '', filling: -1 });
    setReference(null);
    setDone(false);
  };

  if (done) {
    return (
      <Box data-testid="individual-cake-done" sx={doneCardSx}>
        <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
          <FormattedMessage {...msg.doneTitle} />
        </Typography>
        <Typography sx={{ mb: 2, color: 'text.secondary' }}>
          <FormattedMessage {...msg.doneText} values={{ phone, price: <Money value={price} /> }} />
        </Typography>
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={cart.open} data-testid="individual-open-cart">
            <FormattedMessage {...msg.openCart} />
          </Button>
          <Button variant="outlined" onClick={reset}>
            <FormattedMessage {...msg.another} />
          </Button>
        </Stack>
      </Box>
    );
  }

  const field = (name: IndividualCakeField) => ({
    name,
    error: Boolean(shown[name]),
    helperText: message(name),
  });

  return (
    <Box
      component="form"
      ref={form}
      noValidate
      data-testid="individual-cake-form"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        submit();
      }}
      sx={formCardSx}
    >
      <LiveFieldset>
        <Typography component="h2" variant="h3">
          <FormattedMessage {...msg.formTitle} />
        </Typography>
        <TextField
          {...field('description')}
          required
          multiline
          minRows={4}
          label={intl.formatMessage(msg.description)}
          placeholder={intl.formatMessage(msg.descriptionPlaceholder)}
          value={description}
          onChange={(e) => model.set('description', e.target.value)}
          helperText={
            message('description') ??
            intl.formatMessage(msg.descriptionHelp, { used: description.length, max: CAKE_DESCRIPTION_MAX })
          }
          slotProps={{
            htmlInput: { maxLength: CAKE_DESCRIPTION_MAX, 'data-testid': 'individual-description' },
          }}
        />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: '1fr' }}>
          <TextField
            {...field('weight')}
            select
            required
            label={intl.formatMessage(msg.weight)}
            value={weight ?? ''}
            onChange={(e) => model.set('weight', e.target.value === '' ? null : Number(e.target.value))}
            slotProps={{
              select: { native: true },
              htmlInput: { 'data-testid': 'individual-weight' },
              inputLabel: { shrink: true },
            }}
          >
            {weights.map((w) => (
              <option key={w} value={w}>
                {intl.formatMessage(msg.kgPrice, {
                  weight: formatKg(w, locale),
                  price: formatMoney(cakeLinePrice(product.price, w), locale),
                })}
              </option>
            ))}
          </TextField>
        </Box>
        {fillings.length > 0 && (
          <Box component="fieldset" sx={{ m: 0, p: 0, border: 0, minWidth: 0 }}>
            <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
              {intl.formatMessage(msg.individualFilling)}
            </Typography>
            {/* Radio cards, not a select: a long English filling shows whole, on as many lines as it needs. */}
            <Box
              data-testid="individual-filling"
              sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              {[-1, ...fillings.map((_, i) => i)].map((i) => {
                const checked = filling === i;
                return (
                  <Box
                    key={i}
                    component="label"
                    sx={{
                      display: 'flex',
                      alignItems: 'flex-start',
                      gap: 1.25,
                      p: 1.5,
                      borderRadius: '14px',
                      cursor: 'pointer',
                      border: `1.5px solid ${checked ? palette.primary.main : palette.divider}`,
                      bgcolor: checked ? 'tint.latte' : 'background.paper',
                      '&:focus-within': { outline: `3px solid ${palette.brand.caramel}`, outlineOffset: 2 },
                    }}
                  >
                    <input
                      type="radio"
                      name="filling"
                      value={i}
                      checked={checked}
                      onChange={() => model.set('filling', i)}
                      style={{ marginTop: 4, accentColor: palette.primary.main }}
                    />
                    <Typography
                      component="span"
                      sx={{ fontSize: 15, lineHeight: 1.45, fontWeight: checked ? 700 : 500 }}
                    >
                      {i === -1
                        ? intl.formatMessage(msg.fillingAny)
                        : pick(fillings[i] ?? { ru: '', en: '' }, locale)}
                    </Typography>
                  </Box>
                );
              })}
            </Box>
          </Box>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography id="individual-date-label" sx={{ fontWeight: 700, mb: 1 }}>
            {intl.formatMessage(msg.date)} *
          </Typography>
          <DateChips
            id="individual-date"
            dates={dates}
            value={date}
            onPick={(day) => model.set('date', day)}
            dayLabel={(d) => intl.formatDate(new Date(`${d}T12:00:00`), { weekday: 'short' })}
            describedBy="individual-date-help"
          />
          <Typography
            id="individual-date-help"
            data-testid="individual-date-help"
            role={shown.date ? 'alert' : undefined}
            sx={{ fontSize: 13, mt: 0.5, color: shown.date ? 'error.main' : 'text.secondary' }}
          >
            {message('date') ?? intl.formatMessage(msg.dateHelp, { date: formatDay(earliest) })}
          </Typography>
        </Box>
        {/* Name and phone side by side: one contact. */}
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            {...field('name')}
            required
            autoComplete="name"
            label={intl.formatMessage(msg.name)}
            value={name}
            onChange={(e) => model.set('name', e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'individual-name' } }}
          />
          <PhoneField
            {...field('phone')}
            required
            label={intl.formatMessage(msg.phone)}
            value={phone}
            onChange={(value) => model.set('phone', value)}
            testId="individual-phone"
          />
        </Box>
        <Box>
          <Box>
            <Button
              component="label"
              variant="outlined"
              fullWidth
              sx={{ minHeight: 56, borderStyle: 'dashed' }}
              {...referenceLive}
            >
              {reference ? (
                <FormattedMessage {...msg.referenceChange} />
              ) : (
                <FormattedMessage {...msg.reference} />
              )}
              <input
                hidden
                type="file"
                accept="image/*"
                data-testid="individual-reference"
                onChange={(e) => pickReference(e.target.files?.[0])}
              />
            </Button>
            <Typography
              sx={{ fontSize: 13, color: referenceError ? 'error.main' : 'text.secondary', mt: 0.75 }}
            >
              {referenceError ? (
                <FormattedMessage {...msg.referenceError} />
              ) : (
                <FormattedMessage {...msg.referenceHelp} />
              )}
            </Typography>
          </Box>
        </Box>
        {reference && (
          <Stack
            direction="row"
            sx={{ alignItems: 'center', gap: 2 }}
            data-testid="individual-reference-preview"
          >
            <img
              src={reference.url}
              alt=""
              width={96}
              height={72}
              style={{ objectFit: 'cover', borderRadius: 12 }}
            />
            <Typography sx={{ flex: 1, fontSize: 14, wordBreak: 'break-all' }}>{reference.name}</Typography>
            <Button onClick={() => setReference(null)}>
              <FormattedMessage {...msg.referenceRemove} />
            </Button>
          </Stack>
        )}
        {model.invalid && (
          <Alert severity="error" data-testid="individual-errors">
            <FormattedMessage {...msg.fix} />
          </Alert>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', gap: 2, pt: 1 }}
        >
          <Box>
            <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
              <FormattedMessage {...msg.estimate} values={{ price: <Money value={product.price} /> }} />
            </Typography>
            <Typography sx={{ fontSize: 28, fontWeight: 800 }} data-testid="individual-price">
              <Money value={price} />
            </Typography>
          </Box>
          <SubmitButton sending={false} testId="individual-submit" wide>
            <FormattedMessage {...msg.submit} />
          </SubmitButton>
        </Stack>
      </LiveFieldset>
    </Box>
  );
});
