import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { IMaskInput } from 'react-imask';

/** The phone mask of SPEC.md section 9: +7 (###) ###-##-##. */
export const PHONE_MASK = '+{7} (000) 000-00-00';

type MaskProps = { name?: string; onChange: (event: { target: { name?: string; value: string } }) => void };

const PhoneMaskInput = forwardRef<HTMLInputElement, MaskProps>(function PhoneMaskInput({ onChange, name, ...other }, ref) {
  return <IMaskInput {...other} name={name} mask={PHONE_MASK} inputRef={ref} overwrite onAccept={(value: string) => onChange({ target: { name, value } })} />;
});

type Props = Omit<TextFieldProps, 'onChange' | 'value' | 'type'> & { value: string; onChange: (value: string) => void };

/** A phone field with the shop's mask (imask). Only lazily loaded forms import it. */
export function ContactPhoneField({ value, onChange, slotProps, ...rest }: Props) {
  return (
    <TextField
      {...rest}
      value={value}
      type="tel"
      autoComplete="tel"
      placeholder="+7 (___) ___-__-__"
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ ...slotProps, input: { ...(slotProps?.input as object), inputComponent: PhoneMaskInput as never } }}
    />
  );
}
