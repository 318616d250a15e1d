import type { Ref } from 'react';
import { IMaskMixin } from 'react-imask';
import { PHONE_MASK, PHONE_PLACEHOLDER, preparePhoneInput } from '@/domain/phone';
import { OutlinedField, type OutlinedFieldProps } from './OutlinedField';

/** OutlinedField with imask driving its <input>; imask only ever loads with the lazy modules that use this file. */
const MaskedField = IMaskMixin(({ inputRef, ...props }) => (
  <OutlinedField ref={inputRef as Ref<HTMLInputElement>} {...(props as OutlinedFieldProps)} />
));

type PhoneFieldProps = Omit<OutlinedFieldProps, 'onChange' | 'value' | 'type' | 'size'> & {
  value: string;
  onChange: (value: string) => void;
  testId?: string;
};

/**
 * A phone field with the mask `+7 (###) ###-##-##` (SPEC.md section 9), in the look of MUI's outlined TextField
 * (medium); the value is the masked text. The placeholder shows the mask once the field has the focus.
 */
export function PhoneField({ value, onChange, testId, ...rest }: PhoneFieldProps) {
  return (
    <MaskedField
      placeholder={PHONE_PLACEHOLDER}
      {...rest}
      size="medium"
      mask={PHONE_MASK}
      // A leading 8 or 7 is the prefix, pasted +7…/8…/7… numbers are reduced to their ten digits.
      prepare={(chunk: string, masked: { value: string }) => preparePhoneInput(chunk, masked.value)}
      value={value}
      onAccept={(next: string) => onChange(next)}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      data-testid={testId}
    />
  );
}
