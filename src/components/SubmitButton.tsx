import type { ReactNode } from 'react';
import { Button, type SxProps, type Theme } from '@mui/material';

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

/** The one submit button of every form: large, filled, disabled and aria-busy while its FormModel sends. */
export function SubmitButton({
  sending,
  sendingLabel,
  disabled = false,
  testId,
  sx,
  children,
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={disabled || sending}
      aria-busy={sending}
      data-testid={testId}
      {...(sx ? { sx } : {})}
    >
      {sending && sendingLabel ? sendingLabel : children}
    </Button>
  );
}
