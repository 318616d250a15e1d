import { TextField, type SxProps, type Theme } from '@mui/material';
import { useIntl } from 'react-intl';
import { ORDER_LIMITS, type OrderErrors } from '@/domain/order';
import { fieldId, problemText } from './messages';

export type CommentFieldProps = {
  value: string;
  onChange: (next: string) => void;
  /** Each form names its comment in its own words. */
  label: string;
  placeholder?: string;
  errors?: OrderErrors;
  disabled?: boolean;
  idPrefix: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
};

/** The order's comment (checkout, operator order, hand order): cut one past its limit, so the length message shows. */
export function CommentField({
  value,
  onChange,
  label,
  placeholder,
  errors = {},
  disabled = false,
  idPrefix,
  size,
  sx,
}: CommentFieldProps) {
  const intl = useIntl();
  const id = fieldId(idPrefix, 'comment');
  const problem = errors.comment;
  return (
    <TextField
      id={id}
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value.slice(0, ORDER_LIMITS.comment + 1))}
      disabled={disabled}
      multiline
      minRows={2}
      fullWidth
      size={size}
      error={Boolean(problem)}
      helperText={problem ? problemText(intl, 'comment', problem) : undefined}
      sx={sx}
      slotProps={{
        htmlInput: {
          'data-testid': id,
          ...(problem ? { 'aria-describedby': `${id}-help`, 'aria-invalid': true } : {}),
        },
        formHelperText: { id: `${id}-help` },
      }}
    />
  );
}
