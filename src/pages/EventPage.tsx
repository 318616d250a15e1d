import { defineMessages } from 'react-intl';
import { InfoPage } from './InfoPage';
import { nav } from '@/i18n/nav';

const m = defineMessages({
  title: { id: 'page.event.title', defaultMessage: 'Событие' },
  lead: { id: 'page.event.lead', defaultMessage: 'Подробности события и запись.' },
});

/** Событие. */
export default function EventPage() {
  return (
    <InfoPage
      title={m.title}
      lead={m.lead}
      testId="page-event"
      links={[
        { route: 'events', label: nav.events },
        { route: 'menu', label: nav.menu },
      ]}
    />
  );
}
