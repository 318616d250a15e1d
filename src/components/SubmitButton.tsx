import type { ReactNode } from 'react';
import { join, useLiveProps } from './plain';
import ui from './ui.module.css';

type SubmitButtonProps = {
  /** A send is on its way: the button is disabled and busy (a double click sends once). */
  sending: boolean;
  /** Shown while sending, when the form says so ("Отправляем…"). */
  sendingLabel?: ReactNode;
  /** Disabled for another reason too (the form cannot be sent yet). */
  disabled?: boolean;
  testId: string;
  /** The button of a form on its own page (franchise, individual cake): wider and taller. */
  wide?: boolean;
  /** Its place in the form (stretched on a phone). */
  className?: string;
  children: ReactNode;
};

/**
 * The one submit button of every form: MUI's large contained Button in plain CSS (ui.module.css), so that a form
 * opening in a dialog brings no styles to insert; disabled and aria-busy while its FormModel sends, and disabled
 * until its part of a prerendered page has hydrated (useLiveProps: a form sent before would leave the page).
 */
export function SubmitButton({
  sending,
  sendingLabel,
  disabled = false,
  testId,
  wide = false,
  className,
  children,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={join(ui.button, ui.large, ui.contained, wide && ui.wide, className)}
      {...useLiveProps(disabled || sending)}
      aria-busy={sending}
      data-testid={testId}
    >
      {sending && sendingLabel ? sendingLabel : children}
    </button>
  );
}
