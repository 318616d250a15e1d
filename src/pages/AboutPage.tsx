import { defineMessages } from 'react-intl';
import { InfoPage } from './InfoPage';
import { nav } from '@/i18n/nav';

const m = defineMessages({
  title: { id: 'page.about.title', defaultMessage: 'О нас' },
  lead: { id: 'page.about.lead', defaultMessage: 'Мы — семейная кондитерская и кафе в центре Москвы. Печём каждое утро, варим кофе на собственной смеси и делаем торты по вашим идеям.' },
});

/** О нас. */
export default function AboutPage() {
  return (
    <InfoPage
      title={m.title}
      lead={m.lead}
      testId="page-about"
      links={[
        { route: 'menu', label: nav.menu },
        { route: 'cakes', label: nav.cakes },
        { route: 'vacancies', label: nav.vacancies },
      ]}
    />
  );
}
