import type { ReactNode } from 'react';
import { Button, type SxProps, type Theme } from '@mui/material';
import { useLiveProps } from './plain';

type SubmitButtonProps = {
  /** A send is on its way: the button is disabled and busy (a double click sends once). */
  sending: boolean;
  /** Shown while sending, when the form says so ("Отправляем…"). */
  sendingLabel?: ReactNode;
  /** Disabled for another reason too (the form cannot be sent yet). */
  disabled?: boolean;
  testId: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
};

/**
 * The one submit button of every form: large, filled, disabled and aria-busy while its FormModel sends, and
 * disabled until its part of a prerendered page has hydrated (useLiveProps: a form sent before would leave the page).
 */
export function SubmitButton({
  sending,
  sendingLabel,
  disabled = false,
  testId,
  sx,
  children,
}: SubmitButtonProps) {
  const live = useLiveProps(disabled || sending);
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      {...live}
      aria-busy={sending}
      data-testid={testId}
      {...(sx ? { sx } : {})}
    >
      {sending && sendingLabel ? sendingLabel : children}
    </Button>
  );
}
