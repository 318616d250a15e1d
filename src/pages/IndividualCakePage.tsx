import { defineMessages } from 'react-intl';
import { InfoPage } from './InfoPage';
import { nav } from '@/i18n/nav';

const m = defineMessages({
  title: { id: 'page.individualCake.title', defaultMessage: 'Торт по индивидуальному заказу' },
  lead: { id: 'page.individualCake.lead', defaultMessage: 'Расскажите о торте мечты: вес, начинка, оформление, надпись и дата — кондитер свяжется с вами и рассчитает стоимость.' },
});

/** Торт по индивидуальному заказу. */
export default function IndividualCakePage() {
  return (
    <InfoPage
      title={m.title}
      lead={m.lead}
      testId="page-individualCake"
      links={[
        { route: 'cakes', label: nav.cakes },
        { route: 'menu', label: nav.menu },
      ]}
    />
  );
}
