import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChoiceGroup } from '@/components/ChoiceGroup';
import { Notice } from '@/components/Notice';
import { OutlinedArea, OutlinedField } from '@/components/OutlinedField';
import { PhoneField } from '@/components/PhoneField';
import { SubmitButton } from '@/components/SubmitButton';
import { join } from '@/components/plain';
import { toast } from '@/components/toast';
import ui from '@/components/ui.module.css';
import { useLocale } from '@/components/useLocale';
import { SuccessCheckIcon } from '@/components/icons';
import { TOAST_DEFAULT_MS } from '@/domain/constants';
import { FEEDBACK_LIMITS, type FeedbackCheckedField } from '@/domain/feedback';
import { pick } from '@/domain/types';
import { useStores } from '@/stores/context';
import { FeedbackStore } from '@/stores/FeedbackStore';
import css from './FeedbackForm.module.css';
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
    <div>
      <OutlinedField
        size="medium"
        shrink
        label={intl.formatMessage(m.cafe)}
        placeholder={intl.formatMessage(m.cafePlaceholder)}
        value={draft.cafeText}
        onChange={(e) => {
          feedback.setField('cafeText', e.target.value);
          if (!feedback.cafeListOpen) feedback.toggleCafeList();
        }}
        disabled={disabled}
        data-testid="feedback-cafe"
        role="combobox"
        aria-expanded={cafeListOpen}
        aria-controls="feedback-cafe-list"
        aria-autocomplete="list"
        inputMode="numeric"
        autoComplete="off"
        maxLength={FEEDBACK_LIMITS.cafeText}
        onClick={feedback.toggleCafeList}
        onKeyDown={onKeyDown}
      />
      {cafeListOpen && !disabled && (
        <div
          id="feedback-cafe-list"
          role="listbox"
          aria-label={intl.formatMessage(m.cafe)}
          data-testid="feedback-cafe-list"
          className={css.cafeList}
        >
          {catalogue.cafesStatus === 'loading' && feedback.cafes.length === 0 && (
            <p className={css.cafeNote}>
              <FormattedMessage {...msg.cafesLoading} />
            </p>
          )}
          {catalogue.cafesStatus === 'error' && feedback.cafes.length === 0 && (
            <div className={css.cafeRetry}>
              <p className={css.cafeNote}>
                <FormattedMessage {...msg.cafesError} />
              </p>
              <button
                type="button"
                className={join(ui.button, ui.outlined)}
                onClick={() => void catalogue.loadCafes()}
              >
                <FormattedMessage {...msg.cafesRetry} />
              </button>
            </div>
          )}
          {shown.length === 0 && feedback.cafes.length > 0 && (
            <p className={css.cafeNote}>
              <FormattedMessage {...msg.cafesNone} />
            </p>
          )}
          {shown.map(({ cafe, number }) => (
            <button
              key={cafe.id}
              type="button"
              role="option"
              aria-selected={draft.cafeId === cafe.id}
              className={css.cafe}
              data-cafe-id={cafe.id}
              onClick={() => feedback.pickCafe(cafe, locale)}
            >
              <span className={css.cafeName}>
                {number}. {pick(cafe.name, locale)}
              </span>
              <span className={css.cafeAddress}>{pick(cafe.address, locale)}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
});

/**
 * The feedback form of SPEC.md sections 4, 5 and 7 (footer "comment/suggestions" modal), in light elements
 * (OutlinedField, ChoiceGroup, SubmitButton): it opens on a tap, with nothing to style during it.
 */
const FeedbackForm = observer(function FeedbackForm() {
  const stores = useStores();
  const { catalogue, ui: uiStore } = stores;
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
      <div data-testid="feedback-success" role="status" className={css.success}>
        <SuccessCheckIcon />
        <p className={ui.h3}>
          <FormattedMessage {...msg.success} />
        </p>
        <p className={join(ui.text, ui.soft, css.successNote)}>
          <FormattedMessage {...msg.successNote} />
        </p>
        <button
          type="button"
          className={join(ui.button, ui.outlined, css.successClose)}
          onClick={uiStore.closeModal}
        >
          <FormattedMessage {...msg.close} />
        </button>
      </div>
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
      <OutlinedField
        size="medium"
        label={label}
        value={draft[field]}
        onChange={(e) => feedback.setField(field, e.target.value)}
        error={checked ? invalid(checked) : false}
        helperText={checked ? helper(checked) : undefined}
        required={extra.required ?? false}
        disabled={disabled}
        type={extra.type ?? 'text'}
        data-testid={testId}
        maxLength={FEEDBACK_LIMITS[field]}
        autoComplete={extra.autoComplete ?? 'off'}
        inputMode={extra.inputMode ?? 'text'}
      />
    );
  };

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      data-testid="feedback-form"
      aria-disabled={disabled || undefined}
      className={css.form}
    >
      {disabled ? (
        <Notice severity="info" data-testid="feedback-unavailable">
          {intl.formatMessage(m.unavailable)}
        </Notice>
      ) : (
        <p className={join(ui.text, ui.soft)}>
          <FormattedMessage {...msg.lead} />
        </p>
      )}
      <ChoiceGroup
        label={intl.formatMessage(m.typeLabel)}
        labelId="feedback-type-label"
        value={draft.type}
        onChange={(type) => feedback.setType(type)}
        disabled={disabled}
        options={[
          {
            value: 'delivery',
            label: <FormattedMessage {...msg.typeDelivery} />,
            testId: 'feedback-type-delivery',
          },
          { value: 'cafe', label: <FormattedMessage {...msg.typeCafe} />, testId: 'feedback-type-cafe' },
        ]}
      />
      <div className={css.pair}>
        {text('name', intl.formatMessage(m.name), 'feedback-name', {
          required: true,
          autoComplete: 'given-name',
        })}
        {text('lastName', intl.formatMessage(m.lastName), 'feedback-last-name', {
          autoComplete: 'family-name',
        })}
      </div>
      <div className={css.pair}>
        <PhoneField
          label={intl.formatMessage(m.phone)}
          value={draft.phone}
          onChange={(value) => feedback.setField('phone', value)}
          error={invalid('phone')}
          helperText={helper('phone')}
          required
          disabled={disabled}
          testId="feedback-phone"
        />
        {text('email', intl.formatMessage(m.email), 'feedback-email', {
          required: true,
          autoComplete: 'email',
          type: 'email',
          inputMode: 'email',
        })}
      </div>
      {draft.type === 'delivery' ? (
        text('orderNumber', intl.formatMessage(m.orderNumber), 'feedback-order-number', {
          inputMode: 'numeric',
        })
      ) : (
        <CafeField disabled={disabled} />
      )}
      <OutlinedArea
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
        minRows={4}
        maxRows={12}
        data-testid="feedback-message"
        maxLength={FEEDBACK_LIMITS.message}
      />
      <SubmitButton
        sending={feedback.pending}
        disabled={disabled}
        testId="feedback-submit"
        className={css.submit}
      >
        <FormattedMessage {...msg.submit} />
      </SubmitButton>
    </form>
  );
});

export default FeedbackForm;
