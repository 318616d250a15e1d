import { defineMessages } from 'react-intl';
import { InfoPage } from './InfoPage';
import { nav } from '@/i18n/nav';

const m = defineMessages({
  title: { id: 'page.thanks.title', defaultMessage: 'Спасибо за заказ!' },
  lead: { id: 'page.thanks.lead', defaultMessage: 'Мы получили ваш заказ и скоро перезвоним, чтобы подтвердить детали.' },
});

/** Спасибо за заказ!. */
export default function ThanksPage() {
  return (
    <InfoPage
      title={m.title}
      lead={m.lead}
      testId="page-thanks"
      links={[
        { route: 'menu', label: nav.menu },
        { route: 'home', label: nav.home },
      ]}
    />
  );
}
