import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ErrorPage } from '@/app/ErrorPage';
import { getHref } from '@/app/paths';
import { PageShell } from '@/components/PageShell';
import { useLocale } from '@/components/useLocale';
import { findEvent } from '@/domain/content';
import { pick } from '@/domain/types';
import { ContentState } from '@/features/content/ContentState';
import { EventArticleView } from '@/features/content/EventArticleView';
import { useStores } from '@/stores/context';
import { m } from './events.messages';

/** /sobytiya/{id}: one article, found by id or alias; an unknown one is the 404 page. */
const EventPage = observer(function EventPage() {
  const { content } = useStores();
  const { id } = useParams();
  const locale = useLocale();
  const intl = useIntl();
  const event = findEvent(content.events, id);
  // Without the backend's events (no getContent call) an address cannot be told unknown: the page says so instead of 404.
  if (content.status.events === 'ready' && !event && !content.isUnavailable('events'))
    return <ErrorPage status={404} />;
  return (
    <PageShell
      title={event ? pick(event.title, locale) : intl.formatMessage(m.title)}
      description={event ? pick(event.summary, locale) : undefined}
      trail={[
        {
          label: intl.formatMessage(m.title),
          to: getHref('events', locale),
        },
      ]}
      titleInBody
      meta={
        event
          ? {
              canonicalPath: getHref('event', 'ru', { id: event.alias }),
              image: event.image,
              subject: { event },
            }
          : undefined
      }
      testId="page-event"
    >
      <ContentState type="events" skeleton="text">
        {event && <EventArticleView event={event} />}
      </ContentState>
    </PageShell>
  );
});
export default EventPage;
