import { useState } from 'react';
import { useIntl } from 'react-intl';
import { IconBtn } from '@/components/plain';
import { OutlinedField } from '@/components/OutlinedField';
import { ACCOUNT_LIMITS } from '@/domain/auth';
import { authMessages } from './messages';
import css from './PasswordField.module.css';

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

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  testId?: string;
  autoComplete: 'current-password' | 'new-password';
};

/**
 * A password field with a show/hide switch (a light OutlinedField, medium as MUI's default); the value never leaves
 * the form except in the login or register call.
 */
export function PasswordField({ value, onChange, testId, autoComplete, ...rest }: Props) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <OutlinedField
      {...rest}
      size="medium"
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={(e) => onChange(e.target.value.slice(0, ACCOUNT_LIMITS.password))}
      data-testid={testId}
      autoComplete={autoComplete}
      maxLength={ACCOUNT_LIMITS.password}
      end={
        <IconBtn
          type="button"
          className={css.toggle}
          onClick={() => setShown((s) => !s)}
          aria-label={intl.formatMessage(shown ? authMessages.hidePassword : authMessages.showPassword)}
          aria-pressed={shown}
        >
          <EyeIcon crossed={shown} />
        </IconBtn>
      }
    />
  );
}
