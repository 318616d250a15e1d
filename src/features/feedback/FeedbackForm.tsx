import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import {
  Alert,
  Box,
  Button,
  List,
  ListItemButton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { toast } from '@/components/toast';
import { FormattedMessage, useIntl } from 'react-intl';
import { PhoneField } from '@/components/PhoneField';
import { useLocale } from '@/components/useLocale';
import { SuccessCheckIcon } from '@/components/icons';
import { TOAST_DEFAULT_MS } from '@/domain/constants';
import { FEEDBACK_LIMITS, type FeedbackCheckedField, type FeedbackType } from '@/domain/feedback';
import { pick } from '@/domain/types';
import { useStores } from '@/stores/context';
import { FeedbackStore } from '@/stores/FeedbackStore';
import { palette } from '@/theme/theme';
import { SubmitButton } from '@/components/SubmitButton';
import { m as msg } from './messages';

const m = {
  // SPEC.md sections 5 and 8, to the letter.
  fillRequired: msg.fillRequired,
  unavailable: msg.unavailable,
  typeLabel: msg.typeLabel,
  name: msg.name,
  lastName: msg.lastName,
  phone: msg.phone,
  email: msg.email,
  message: msg.message,
  orderNumber: msg.orderNumber,
  cafe: msg.cafe,
  cafePlaceholder: msg.cafePlaceholder,
};

const problems = {
  name: msg.problemName,
  phone: msg.problemPhone,
  email: msg.problemEmail,
  message: msg.problemMessage,
};

const CafeField = observer(function CafeField({ disabled }: { disabled: boolean }) {
  const stores = useStores();
  const { catalogue } = stores;
  const feedback = stores.feature(FeedbackStore);
  const intl = useIntl();
  const locale = useLocale();
  const { draft, cafeListOpen } = feedback;
  const numbered = feedback.cafes.map((cafe, index) => ({ cafe, number: String(index + 1) }));
  // Digits typed into the field pick out cafes by their number in the list.
  const shown =
    draft.cafeId === null && draft.cafeText
      ? numbered.filter((c) => c.number.startsWith(draft.cafeText))
      : numbered;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && cafeListOpen) {
      event.stopPropagation();
      feedback.closeCafeList();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const only = shown.length === 1 ? shown[0] : undefined;
      if (cafeListOpen && only) feedback.pickCafe(only.cafe, locale);
      else feedback.toggleCafeList();
    }
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <TextField
        label={intl.formatMessage(m.cafe)}
        placeholder={intl.formatMessage(m.cafePlaceholder)}
        value={draft.cafeText}
        onChange={(e) => {
          feedback.setField('cafeText', e.target.value);
          if (!feedback.cafeListOpen) feedback.toggleCafeList();
        }}
        disabled={disabled}
        fullWidth
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: {
            'data-testid': 'feedback-cafe',
            role: 'combobox',
            'aria-expanded': cafeListOpen,
            'aria-controls': 'feedback-cafe-list',
            'aria-autocomplete': 'list',
            inputMode: 'numeric',
            autoComplete: 'off',
            maxLength: FEEDBACK_LIMITS.cafeText,
            onClick: feedback.toggleCafeList,
            onKeyDown,
          },
        }}
      />
      {cafeListOpen && !disabled && (
        <List
          id="feedback-cafe-list"
          role="listbox"
          aria-label={intl.formatMessage(m.cafe)}
          data-testid="feedback-cafe-list"
          sx={{
            mt: 0.5,
            border: `1px solid ${palette.divider}`,
            borderRadius: 2,
            bgcolor: 'background.paper',
            maxHeight: 260,
            overflowY: 'auto',
            py: 0.5,
          }}
        >
          {catalogue.cafesStatus === 'loading' && feedback.cafes.length === 0 && (
            <Typography sx={{ px: 2, py: 1, color: 'text.secondary' }}>
              <FormattedMessage {...msg.cafesLoading} />
            </Typography>
          )}
          {catalogue.cafesStatus === 'error' && feedback.cafes.length === 0 && (
            <Stack direction="row" sx={{ px: 2, py: 1, alignItems: 'center', gap: 1 }}>
              <Typography sx={{ color: 'text.secondary', flex: 1 }}>
                <FormattedMessage {...msg.cafesError} />
              </Typography>
              <Button size="small" onClick={() => void catalogue.loadCafes()}>
                <FormattedMessage {...msg.cafesRetry} />
              </Button>
            </Stack>
          )}
          {shown.length === 0 && feedback.cafes.length > 0 && (
            <Typography sx={{ px: 2, py: 1, color: 'text.secondary' }}>
              <FormattedMessage {...msg.cafesNone} />
            </Typography>
          )}
          {shown.map(({ cafe, number }) => (
            <ListItemButton
              key={cafe.id}
              role="option"
              aria-selected={draft.cafeId === cafe.id}
              selected={draft.cafeId === cafe.id}
              data-cafe-id={cafe.id}
              onClick={() => feedback.pickCafe(cafe, locale)}
              sx={{ display: 'block', py: 1 }}
            >
              <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                {number}. {pick(cafe.name, locale)}
              </Typography>
              <Typography component="span" sx={{ fontSize: 13.5, color: 'text.secondary', display: 'block' }}>
                {pick(cafe.address, locale)}
              </Typography>
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
});

/** The feedback form of SPEC.md sections 4, 5 and 7 (footer "comment/suggestions" modal). */
const FeedbackForm = observer(function FeedbackForm() {
  const stores = useStores();
  const { catalogue, ui } = stores;
  const feedback = stores.feature(FeedbackStore);
  const intl = useIntl();
  const locale = useLocale();
  const form = useRef<HTMLFormElement>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);
  // SPEC.md section 4: the English form is disabled.
  const disabled = locale === 'en';

  useEffect(() => {
    void catalogue.loadCafes();
    return () => feedback.acknowledgeSent();
  }, [catalogue, feedback]);
  useEffect(() => {
    if (focusInvalid) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  if (feedback.sent) {
    return (
      <Stack
        data-testid="feedback-success"
        role="status"
        sx={{ alignItems: 'center', textAlign: 'center', gap: 2, py: 4 }}
      >
        <SuccessCheckIcon />
        <Typography component="p" variant="h3">
          <FormattedMessage {...msg.success} />
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 380 }}>
          <FormattedMessage {...msg.successNote} />
        </Typography>
        <Button variant="outlined" onClick={ui.closeModal} sx={{ mt: 1 }}>
          <FormattedMessage {...msg.close} />
        </Button>
      </Stack>
    );
  }

  const { draft } = feedback;
  const invalid = (field: FeedbackCheckedField) => feedback.invalid.includes(field);
  const helper = (field: FeedbackCheckedField) =>
    invalid(field) ? intl.formatMessage(problems[field]) : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    const outcome = await feedback.send(locale);
    if (outcome.status === 'invalid') {
      toast(intl.formatMessage(m.fillRequired), {
        variant: 'error',
        autoHideDuration: TOAST_DEFAULT_MS,
        anchorOrigin: { vertical: 'top', horizontal: 'center' },
      });
      setFocusInvalid((n) => n + 1);
    }
    // A failed send is only logged (SPEC.md section 8); everything typed stays in the form.
  };

  const text = (
    field: 'name' | 'lastName' | 'email' | 'orderNumber',
    label: string,
    testId: string,
    extra: {
      required?: boolean;
      autoComplete?: string;
      type?: string;
      inputMode?: 'numeric' | 'email' | 'text';
    } = {},
  ) => {
    const checked = field === 'name' || field === 'email' ? field : null;
    return (
      <TextField
        label={label}
        value={draft[field]}
        onChange={(e) => feedback.setField(field, e.target.value)}
        error={checked ? invalid(checked) : false}
        helperText={checked ? helper(checked) : undefined}
        required={extra.required ?? false}
        disabled={disabled}
        type={extra.type ?? 'text'}
        fullWidth
        slotProps={{
          htmlInput: {
            'data-testid': testId,
            maxLength: FEEDBACK_LIMITS[field],
            autoComplete: extra.autoComplete ?? 'off',
            inputMode: extra.inputMode ?? 'text',
          },
        }}
      />
    );
  };

  return (
    <Box
      component="form"
      ref={form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      data-testid="feedback-form"
      aria-disabled={disabled || undefined}
    >
      <Stack sx={{ gap: 2 }}>
        {disabled ? (
          <Alert severity="info" data-testid="feedback-unavailable">
            {intl.formatMessage(m.unavailable)}
          </Alert>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>
            <FormattedMessage {...msg.lead} />
          </Typography>
        )}
        <Box>
          <Typography id="feedback-type-label" sx={{ fontSize: 14, fontWeight: 700, mb: 0.75 }}>
            {intl.formatMessage(m.typeLabel)}
          </Typography>
          <ToggleButtonGroup
            exclusive
            value={draft.type}
            onChange={(_, value: FeedbackType | null) => value && feedback.setType(value)}
            aria-labelledby="feedback-type-label"
            disabled={disabled}
            size="small"
            sx={{ flexWrap: 'wrap' }}
          >
            <ToggleButton value="delivery" data-testid="feedback-type-delivery" sx={{ px: 2 }}>
              <FormattedMessage {...msg.typeDelivery} />
            </ToggleButton>
            <ToggleButton value="cafe" data-testid="feedback-type-cafe" sx={{ px: 2 }}>
              <FormattedMessage {...msg.typeCafe} />
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          {text('name', intl.formatMessage(m.name), 'feedback-name', {
            required: true,
            autoComplete: 'given-name',
          })}
          {text('lastName', intl.formatMessage(m.lastName), 'feedback-last-name', {
            autoComplete: 'family-name',
          })}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <PhoneField
            label={intl.formatMessage(m.phone)}
            value={draft.phone}
            onChange={(value) => feedback.setField('phone', value)}
            error={invalid('phone')}
            helperText={helper('phone')}
            required
            disabled={disabled}
            fullWidth
            testId="feedback-phone"
          />
          {text('email', intl.formatMessage(m.email), 'feedback-email', {
            required: true,
            autoComplete: 'email',
            type: 'email',
            inputMode: 'email',
          })}
        </Stack>
        {draft.type === 'delivery' ? (
          text('orderNumber', intl.formatMessage(m.orderNumber), 'feedback-order-number', {
            inputMode: 'numeric',
          })
        ) : (
          <CafeField disabled={disabled} />
        )}
        <TextField
          label={intl.formatMessage(m.message)}
          value={draft.message}
          onChange={(e) => feedback.setField('message', e.target.value)}
          error={invalid('message')}
          helperText={
            helper('message') ??
            intl.formatMessage(msg.counter, { count: draft.message.length, max: FEEDBACK_LIMITS.message })
          }
          required
          disabled={disabled}
          multiline
          minRows={4}
          maxRows={12}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'feedback-message', maxLength: FEEDBACK_LIMITS.message } }}
        />
        <SubmitButton
          sending={feedback.pending}
          disabled={disabled}
          testId="feedback-submit"
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          <FormattedMessage {...msg.submit} />
        </SubmitButton>
      </Stack>
    </Box>
  );
});

export default FeedbackForm;
