import { defineMessages } from 'react-intl';
import { InfoPage } from './InfoPage';
import { nav } from '@/i18n/nav';

const m = defineMessages({
  title: { id: 'page.vacancies.title', defaultMessage: 'Вакансии' },
  lead: { id: 'page.vacancies.lead', defaultMessage: 'Ищем бариста, кондитеров, курьеров и официантов, которые любят своё дело.' },
});

/** Вакансии. */
export default function VacanciesPage() {
  return (
    <InfoPage
      title={m.title}
      lead={m.lead}
      testId="page-vacancies"
      links={[
        { route: 'about', label: nav.about },
        { route: 'home', label: nav.home },
      ]}
    />
  );
}
