import type { ReactNode } from 'react';
import { Alert, AlertTitle, Link } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { contacts, telHref } from '@/config/contacts';
import { m } from './messages';

/** What the site cannot do because the backend lacks the shop's own call (DECISIONS.md section 6). */
export type PhoneInstead = 'order' | 'registration' | 'status' | 'switchToCash';

const titles = {
  order: m.orderTitle,
  registration: m.registrationTitle,
  status: m.statusTitle,
  switchToCash: m.switchToCashTitle,
};

const texts: Record<PhoneInstead, (phone: ReactNode) => ReactNode> = {
  order: (phone) => <FormattedMessage {...m.orderText} values={{ phone }} />,
  registration: (phone) => <FormattedMessage {...m.registrationText} values={{ phone }} />,
  status: (phone) => <FormattedMessage {...m.statusText} values={{ phone }} />,
  switchToCash: (phone) => <FormattedMessage {...m.switchToCashText} values={{ phone }} />,
};

/**
 * The notice shown when a call of the shop's own is missing on the backend: what cannot be done on the
 * site, and the delivery phone as a `tel:` link to do it by phone.
 */
export function OrderByPhone({ reason, testId }: { reason: PhoneInstead; testId: string }) {
  const intl = useIntl();
  const phone = (
    <Link
      href={telHref(contacts.deliveryPhone)}
      data-testid={`${testId}-phone`}
      underline="always"
      sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: 'inherit' }}
    >
      {contacts.deliveryPhone}
    </Link>
  );
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid={testId}
      sx={{ borderRadius: '14px', textAlign: 'left' }}
    >
      <AlertTitle>{intl.formatMessage(titles[reason])}</AlertTitle>
      {texts[reason](phone)}
    </Alert>
  );
}
