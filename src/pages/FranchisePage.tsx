import { defineMessages } from 'react-intl';
import { InfoPage } from './InfoPage';
import { nav } from '@/i18n/nav';

const m = defineMessages({
  title: { id: 'page.franchise.title', defaultMessage: 'Франшиза' },
  lead: { id: 'page.franchise.lead', defaultMessage: 'Откройте кафе «Корица и Сливки» в своём городе: рецептуры нашей кондитерской, обучение команды, поставки и поддержка маркетинга.' },
});

/** Франшиза. */
export default function FranchisePage() {
  return (
    <InfoPage
      title={m.title}
      lead={m.lead}
      testId="page-franchise"
      links={[
        { route: 'about', label: nav.about },
        { route: 'home', label: nav.home },
      ]}
    />
  );
}
