import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@/stores/context';
import { EventGrid } from './EventCard';
import { useContent } from './useContent';

/** The newest articles under a heading, for the home page; nothing while they load or when there are none. */
export const LatestEvents = observer(function LatestEvents({
  heading,
  count = 3,
}: {
  heading: ReactNode;
  count?: number;
}) {
  const { content } = useStores();
  useContent('events');
  const events = content.sortedEvents.slice(0, count);
  if (events.length === 0) return null;
  return (
    <section data-testid="home-events">
      {heading}
      <EventGrid events={events} />
    </section>
  );
});
