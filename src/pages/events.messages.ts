import { defineMessages } from 'react-intl';

/** The events list and an event's page (page.events.title is shared): its texts (Russian defaults; English in en.json). */
export const m = defineMessages({
  title: { id: 'page.events.title', defaultMessage: 'События' },
  lead: {
    id: 'page.events.lead',
    defaultMessage: 'Мастер-классы, дегустации и праздничные меню — всё, что происходит в наших кафе.',
  },
  empty: { id: 'events.empty', defaultMessage: 'Скоро здесь появятся новые события — загляните позже.' },
});
