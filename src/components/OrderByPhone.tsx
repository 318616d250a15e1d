import type { ReactNode } from 'react';
import { Alert, AlertTitle, Link } from '@mui/material';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { contacts, telHref } from '@/config/contacts';

/** What the site cannot do because the backend lacks the shop's own call (DECISIONS.md section 6). */
export type PhoneInstead = 'order' | 'registration' | 'status' | 'switchToCash';

const titles = defineMessages({
  order: { id: 'orderByPhone.order.title', defaultMessage: 'Заказ на сайте сейчас не принимается' },
  registration: {
    id: 'orderByPhone.registration.title',
    defaultMessage: 'Регистрация на сайте сейчас недоступна',
  },
  status: {
    id: 'orderByPhone.status.title',
    defaultMessage: 'Статус заказа на сайте сейчас не показывается',
  },
  switchToCash: {
    id: 'orderByPhone.switchToCash.title',
    defaultMessage: 'Сменить оплату на сайте сейчас нельзя',
  },
});

const texts: Record<PhoneInstead, (phone: ReactNode) => ReactNode> = {
  order: (phone) => (
    <FormattedMessage
      id="orderByPhone.order.text"
      defaultMessage="Позвоните нам — примем заказ по телефону {phone}. Всё, что вы ввели, сохранено."
      values={{ phone }}
    />
  ),
  registration: (phone) => (
    <FormattedMessage
      id="orderByPhone.registration.text"
      defaultMessage="Заказать можно и без кабинета — позвоните нам: {phone}. Введённые данные сохранены в форме."
      values={{ phone }}
    />
  ),
  status: (phone) => (
    <FormattedMessage
      id="orderByPhone.status.text"
      defaultMessage="Что с заказом и оплатой, подскажем по телефону {phone}."
      values={{ phone }}
    />
  ),
  switchToCash: (phone) => (
    <FormattedMessage
      id="orderByPhone.switchToCash.text"
      defaultMessage="Позвоните нам — переведём заказ на оплату наличными: {phone}."
      values={{ phone }}
    />
  ),
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
