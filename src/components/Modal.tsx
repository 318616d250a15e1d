import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogTitle, IconButton, useMediaQuery, useTheme } from '@mui/material';
import { useIntl } from 'react-intl';
import { commonMessages } from '@/i18n/common';
import { CloseIcon } from './icons';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  testId?: string;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
};

/** The modal shell every overlay uses: a real dialog (focus held, Esc closes), full screen on phones. */
export function Modal({ open, onClose, title, children, testId, maxWidth = 'sm' }: ModalProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={testId ? `${testId}-title` : undefined}
      data-testid={testId}
    >
      <DialogTitle
        id={testId ? `${testId}-title` : undefined}
        sx={{ pr: 7, fontFamily: theme.typography.h3.fontFamily, fontSize: '1.5rem' }}
      >
        {title}
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={intl.formatMessage(commonMessages.close)}
        data-testid={testId ? `${testId}-close` : undefined}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>{children}</DialogContent>
    </Dialog>
  );
}
