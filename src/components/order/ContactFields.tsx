import { Box, TextField } from '@mui/material';
import { useIntl } from 'react-intl';
import { ORDER_LIMITS, type ContactValue, type OrderErrors } from '@/domain/order';
import { PhoneField } from '../PhoneField';
import { fieldId, orderMessages as m, problemText } from './messages';

export type ContactFieldsProps = {
  value: ContactValue;
  onChange: (next: ContactValue) => void;
  errors?: OrderErrors;
  disabled?: boolean;
  idPrefix?: string;
  /** Customers must leave an e-mail (the receipt); an operator's phone order may not have one. */
  requireEmail?: boolean;
};

/** Name, phone (the +7 mask) and e-mail, each with its message next to it. */
export function ContactFields({
  value,
  onChange,
  errors = {},
  disabled = false,
  idPrefix = 'checkout',
  requireEmail = true,
}: ContactFieldsProps) {
  const intl = useIntl();
  const described = (field: 'name' | 'phone' | 'email', hint = false) => {
    const id = fieldId(idPrefix, field);
    const problem = errors[field];
    const helperText = problem
      ? problemText(intl, field, problem)
      : hint
        ? intl.formatMessage(m.emailHint)
        : undefined;
    return { id, error: Boolean(problem), helperText };
  };
  /** MUI's TextField: the input's hook and description, the helper announced when it names a problem. */
  const slots = ({ id, error, helperText }: ReturnType<typeof described>, input: object = {}) => ({
    htmlInput: {
      ...input,
      'data-testid': id,
      'aria-invalid': error,
      ...(helperText ? { 'aria-describedby': `${id}-help` } : {}),
    },
    formHelperText: { id: `${id}-help`, ...(error ? { role: 'alert' } : {}) } as object,
  });
  const name = described('name');
  const phone = described('phone');
  const email = described('email', true);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <TextField
        id={name.id}
        label={intl.formatMessage(m.name)}
        value={value.name}
        onChange={(e) => onChange({ ...value, name: e.target.value.slice(0, ORDER_LIMITS.name + 1) })}
        required
        disabled={disabled}
        error={name.error}
        helperText={name.helperText}
        autoComplete="name"
        fullWidth
        slotProps={slots(name)}
      />
      <PhoneField
        id={phone.id}
        label={intl.formatMessage(m.phone)}
        value={value.phone}
        onChange={(next) => onChange({ ...value, phone: next })}
        required
        disabled={disabled}
        error={phone.error}
        helperText={phone.helperText}
        helperRole="alert"
        testId={phone.id}
      />
      <TextField
        id={email.id}
        type="email"
        label={intl.formatMessage(m.email)}
        value={value.email}
        onChange={(e) => onChange({ ...value, email: e.target.value.slice(0, ORDER_LIMITS.email) })}
        required={requireEmail}
        disabled={disabled}
        error={email.error}
        helperText={email.helperText}
        autoComplete="email"
        fullWidth
        sx={{ gridColumn: { sm: '1 / -1' } }}
        slotProps={slots(email, { inputMode: 'email' })}
      />
    </Box>
  );
}
