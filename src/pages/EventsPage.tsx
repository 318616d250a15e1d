import { defineMessages } from 'react-intl';
import { InfoPage } from './InfoPage';
import { nav } from '@/i18n/nav';

const m = defineMessages({
  title: { id: 'page.events.title', defaultMessage: 'События' },
  lead: { id: 'page.events.lead', defaultMessage: 'Мастер-классы, дегустации и праздничные меню — всё, что происходит в наших кафе.' },
});

/** События. */
export default function EventsPage() {
  return (
    <InfoPage
      title={m.title}
      lead={m.lead}
      testId="page-events"
      links={[
        { route: 'menu', label: nav.menu },
        { route: 'cakes', label: nav.cakes },
      ]}
    />
  );
}
