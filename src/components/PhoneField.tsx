import { forwardRef } from 'react';
import { TextField, type InputBaseComponentProps, type TextFieldProps } from '@mui/material';
import { IMaskInput } from 'react-imask';
import { PHONE_MASK, PHONE_PLACEHOLDER, preparePhoneInput } from '@/domain/phone';

type MaskInputProps = Omit<InputBaseComponentProps, 'onChange'> & {
  name?: string;
  onChange: (event: { target: { name: string; value: string } }) => void;
};

/** The masked <input> MUI renders inside the field; imask only ever loads with the lazy modules that use this file. */
const PhoneMaskInput = forwardRef<HTMLInputElement, MaskInputProps>(function PhoneMaskInput(
  { onChange, name = '', ...other },
  ref,
) {
  return (
    <IMaskInput
      {...(other as Record<string, unknown>)}
      name={name}
      mask={PHONE_MASK}
      // A leading 8 or 7 is the prefix, pasted +7…/8…/7… numbers are reduced to their ten digits.
      prepare={(chunk: string, masked: { value: string }) => preparePhoneInput(chunk, masked.value)}
      inputRef={ref}
      onAccept={(value: string) => onChange({ target: { name, value } })}
    />
  );
});

type PhoneFieldProps = Omit<TextFieldProps, 'onChange' | 'value' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
  testId?: string;
};

/** A phone field with the mask `+7 (###) ###-##-##` (SPEC.md section 9); the value is the masked text. */
export function PhoneField({ value, onChange, testId, slotProps, ...rest }: PhoneFieldProps) {
  return (
    <TextField
      {...rest}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={rest.placeholder ?? PHONE_PLACEHOLDER}
      slotProps={{
        ...slotProps,
        input: { ...(slotProps?.input as object), inputComponent: PhoneMaskInput as never },
        htmlInput: {
          ...(slotProps?.htmlInput as object),
          inputMode: 'tel',
          type: 'tel',
          autoComplete: 'tel',
          ...(testId ? { 'data-testid': testId } : {}),
        },
      }}
    />
  );
}
