import { useEffect, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getHref } from '@/app/paths';
import { DeliveryTypeToggle } from '@/components/DeliveryTypeToggle';
import { CommentField } from '@/components/order/CommentField';
import { AddressField } from '@/components/order/AddressField';
import { CafeSelect } from '@/components/order/CafeSelect';
import { ContactFields } from '@/components/order/ContactFields';
import { focusOrderField } from '@/components/order/focus';
import { orderFieldProps } from '@/components/order/orderFieldProps';
import { SlotPicker } from '@/components/order/SlotPicker';
import { OrderSendProblem } from '@/components/OrderSendProblem';
import { useLocale } from '@/components/useLocale';
import { SuccessCheckIcon } from '@/components/icons';
import { HAND_ORDER_TEXT, type FreeTextProblem } from '@/domain/handOrder';
import { firstInvalidField } from '@/domain/order';
import { useStores } from '@/stores/context';
import { HandOrderStore } from '@/stores/HandOrderStore';
import { palette } from '@/theme/theme';
import { SubmitButton } from '@/components/SubmitButton';
import { nav } from '@/i18n/nav';
import { m } from './messages';

const textProblems = {
  required: m.problemRequired,
  tooShort: m.problemTooShort,
  tooLong: m.problemTooLong,
  hint: m.textHint,
};

const ID_PREFIX = 'hand-order';
const TEXT_ID = 'hand-order-text';

type Props = {
  /** `legacy`: the /old_pages version — the same form in the old plain style. */
  variant?: 'current' | 'legacy';
  /** Text the order starts with (the legacy test checkout passes the cart). */
  initialText?: string;
};

/**
 * The hand-ordering form (DECISIONS.md section 3): the order in the customer's own words, contacts,
 * delivery or pickup, date and time, comment; sent as a free-text order, then the order number.
 */
export const HandOrderForm = observer(function HandOrderForm({
  variant = 'current',
  initialText = '',
}: Props) {
  const root = useStores();
  const intl = useIntl();
  const locale = useLocale();
  const store = root.feature(HandOrderStore);
  useEffect(() => {
    store.open(initialText);
    return store.close;
  }, [store, initialText]);
  const { form } = store;
  const { values } = form;
  const fields = orderFieldProps(form, ID_PREFIX);
  const legacy = variant === 'legacy';

  const textProblem = form.extraErrors.text as FreeTextProblem | undefined;
  const textHelp =
    textProblem === 'tooShort'
      ? intl.formatMessage(textProblems.tooShort, { min: HAND_ORDER_TEXT.min })
      : textProblem === 'tooLong'
        ? intl.formatMessage(textProblems.tooLong, { max: HAND_ORDER_TEXT.max })
        : intl.formatMessage(textProblem === 'required' ? textProblems.required : textProblems.hint);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await store.place(locale);
    if (outcome.status !== 'invalid') return;
    if (form.extraErrors.text) document.getElementById(TEXT_ID)?.focus();
    else {
      const first = firstInvalidField(form.errors);
      if (first) focusOrderField(ID_PREFIX, first);
    }
  };

  if (form.placed) {
    return (
      <Stack
        data-testid="hand-order-success"
        role="status"
        sx={{
          alignItems: 'center',
          textAlign: 'center',
          gap: 2,
          py: { xs: 4, md: 6 },
          px: 2,
          borderRadius: legacy ? 0 : 3,
          bgcolor: 'background.paper',
          border: `1px solid ${palette.divider}`,
        }}
      >
        <SuccessCheckIcon />
        <Typography component="h2" variant="h3">
          <FormattedMessage
            {...m.success}
            values={{ number: <span data-testid="hand-order-number">{form.placed.orderId}</span> }}
          />
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 460 }}>
          <FormattedMessage {...m.successNote} />
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mt: 1 }}>
          <Button variant="contained" onClick={store.next} data-testid="hand-order-again">
            <FormattedMessage {...m.again} />
          </Button>
          <Button variant="outlined" component={Link} to={getHref('menu', locale)}>
            <FormattedMessage {...nav.menu} />
          </Button>
        </Stack>
      </Stack>
    );
  }

  const section = {
    p: { xs: 2, md: 3 },
    borderRadius: legacy ? 0 : 3,
    bgcolor: 'background.paper',
    border: `1px solid ${palette.divider}`,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: 2,
  };
  const heading = (text: string) => (
    <Typography
      component="h2"
      variant={legacy ? 'h6' : 'h5'}
      sx={legacy ? { fontFamily: 'inherit' } : undefined}
    >
      {text}
    </Typography>
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      data-testid="hand-order-form"
      data-variant={variant}
      aria-label={intl.formatMessage(m.form)}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 2.5,
        ...(legacy
          ? { fontFamily: 'Georgia, serif', '& .MuiInputBase-root, & .MuiButton-root': { borderRadius: 0 } }
          : {}),
      }}
    >
      <Box sx={section}>
        {heading(intl.formatMessage(m.what))}
        <TextField
          id={TEXT_ID}
          label={intl.formatMessage(m.text)}
          value={store.text}
          onChange={(e) => store.setText(e.target.value)}
          multiline
          minRows={4}
          required
          fullWidth
          disabled={form.sending}
          error={Boolean(textProblem)}
          helperText={textHelp}
          slotProps={{
            htmlInput: {
              'data-testid': TEXT_ID,
              'aria-invalid': Boolean(textProblem),
              'aria-describedby': `${TEXT_ID}-help`,
            },
            formHelperText: { id: `${TEXT_ID}-help`, ...(textProblem ? { role: 'alert' } : {}) } as object,
          }}
        />
      </Box>
      <Box sx={section}>
        {heading(intl.formatMessage(m.contacts))}
        <ContactFields {...fields.contact} requireEmail={false} />
      </Box>
      <Box sx={section}>
        {heading(intl.formatMessage(m.when))}
        <DeliveryTypeToggle value={values.delivery} onChange={form.setDelivery} testIdPrefix={ID_PREFIX} />
        {values.delivery === 'dostavka' ? (
          <AddressField {...fields.address} />
        ) : (
          <CafeSelect {...fields.cafe} />
        )}
        <SlotPicker {...fields.slot} leadTimeDays={0} />
        <CommentField {...fields.comment} label={intl.formatMessage(m.comment)} />
      </Box>
      <OrderSendProblem problem={form.problem} testId="hand-order-problem" />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <SubmitButton
          sending={form.sending}
          sendingLabel={<FormattedMessage {...m.sending} />}
          testId="hand-order-submit"
        >
          <FormattedMessage {...m.submit} />
        </SubmitButton>
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
          <FormattedMessage {...m.payNote} />
        </Typography>
      </Stack>
    </Box>
  );
});
