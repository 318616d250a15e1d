import { useState } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useIntl } from 'react-intl';
import { ACCOUNT_LIMITS } from '@/domain/auth';
import { authMessages } from './messages';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    >
      <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

type Props = Omit<TextFieldProps, 'type' | 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  testId?: string;
  autoComplete: 'current-password' | 'new-password';
};

/** A password field with a show/hide switch; the value never leaves the form except in the login or register call. */
export function PasswordField({ value, onChange, testId, autoComplete, ...rest }: Props) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...rest}
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={(e) => onChange(e.target.value.slice(0, ACCOUNT_LIMITS.password))}
      slotProps={{
        htmlInput: { 'data-testid': testId, autoComplete, maxLength: ACCOUNT_LIMITS.password },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setShown((s) => !s)}
                edge="end"
                aria-label={intl.formatMessage(shown ? authMessages.hidePassword : authMessages.showPassword)}
                aria-pressed={shown}
              >
                <EyeIcon crossed={shown} />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
