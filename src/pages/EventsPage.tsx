import { observer } from 'mobx-react-lite';
import { Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageShell } from '@/components/PageShell';
import { ContentState } from '@/features/content/ContentState';
import { EventGrid } from '@/features/content/EventCard';
import { useStores } from '@/stores/context';
import { m } from './events.messages';

/** /sobytiya: workshops, tastings and offers, newest first. */
const EventsPage = observer(function EventsPage() {
  const { content } = useStores();
  const intl = useIntl();
  return (
    <PageShell title={intl.formatMessage(m.title)} lead={intl.formatMessage(m.lead)} testId="page-events">
      <ContentState type="events">
        {content.events.length === 0 ? (
          <Typography data-testid="events-empty" sx={{ color: 'text.secondary' }}>
            <FormattedMessage {...m.empty} />
          </Typography>
        ) : (
          <EventGrid events={content.sortedEvents} firstInView />
        )}
      </ContentState>
    </PageShell>
  );
});
export default EventsPage;
