import { defineMessages } from 'react-intl';
import { InfoPage } from './InfoPage';
import { nav } from '@/i18n/nav';

const m = defineMessages({
  title: { id: 'page.account.title', defaultMessage: 'Личный кабинет' },
  lead: { id: 'page.account.lead', defaultMessage: 'Здесь будут ваши данные, последний заказ и быстрый повтор заказа. Войдите, чтобы продолжить.' },
});

/** Личный кабинет. */
export default function AccountPage() {
  return (
    <InfoPage
      title={m.title}
      lead={m.lead}
      testId="page-account"
      links={[
        { route: 'menu', label: nav.menu },
        { route: 'registration', label: nav.registration },
      ]}
    />
  );
}
