import { defineMessages } from 'react-intl';
import { InfoPage } from './InfoPage';
import { nav } from '@/i18n/nav';

const m = defineMessages({
  title: { id: 'page.registration.title', defaultMessage: 'Регистрация' },
  lead: { id: 'page.registration.lead', defaultMessage: 'Создайте личный кабинет, чтобы быстрее оформлять заказы и повторять любимые.' },
});

/** Регистрация. */
export default function RegistrationPage() {
  return (
    <InfoPage
      title={m.title}
      lead={m.lead}
      testId="page-registration"
      links={[
        { route: 'home', label: nav.home },
        { route: 'menu', label: nav.menu },
      ]}
    />
  );
}
