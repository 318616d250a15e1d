import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { commonMessages } from '@/i18n/common';
import { CloseIcon } from './icons';
import css from './Modal.module.css';
import { IconBtn } from './plain';
import { useDialog } from './useDialog';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  testId?: string;
  /** The widest it gets: xs 444 px, sm 768 px. */
  maxWidth?: 'xs' | 'sm';
};

/**
 * The modal shell of the login and the footer's dialogs: a light dialog (`useDialog`: focus held, Esc and the
 * backdrop close, the focus back on closing), full screen on phones, in the body (a portal) above the page.
 * Plain elements with a CSS module, the look MUI's Dialog gave it: its first open costs no style serialisation.
 */
export function Modal({ open, onClose, title, children, testId, maxWidth = 'sm' }: ModalProps) {
  const intl = useIntl();
  const dialog = useRef<HTMLDivElement>(null);
  useDialog(dialog, open, onClose);
  if (!open) return null;
  const titleId = testId ? `${testId}-title` : undefined;
  return createPortal(
    <div className={css.root}>
      <div className={css.backdrop} aria-hidden onClick={onClose} />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        className={`${css.paper} ${css[maxWidth]}`}
      >
        <h2 id={titleId} className={css.title}>
          {title}
        </h2>
        <IconBtn
          className={css.close}
          onClick={onClose}
          aria-label={intl.formatMessage(commonMessages.close)}
          data-testid={testId ? `${testId}-close` : undefined}
        >
          <CloseIcon />
        </IconBtn>
        <div className={css.content}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
