import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getHref } from '@/app/paths';
import { LazyImage } from '@/components/LazyImage';
import ui from '@/components/ui.module.css';
import { useLocale } from '@/components/useLocale';
import { parseIsoDate, type EventArticle } from '@/domain/content';
import { pick } from '@/domain/types';
import css from './cards.module.css';

/** An article's date as people read it: 21 ноября 2026 г. / November 21, 2026. */
export function useEventDate(date: string): string {
  const intl = useIntl();
  const day = parseIsoDate(date);
  return day ? intl.formatDate(day, { day: 'numeric', month: 'long', year: 'numeric' }) : date;
}

/** The address of an article: its alias reads better than the id. */
export function eventHref(event: Pick<EventArticle, 'alias' | 'id'>, locale: 'ru' | 'en'): string {
  return getHref('event', locale, { id: event.alias || event.id });
}

/** An article in a list: picture, date, title and summary; the whole card is the link. */
function EventCard({
  event,
  priority = false,
  compact = false,
}: {
  event: EventArticle;
  priority?: boolean;
  compact?: boolean;
}) {
  const locale = useLocale();
  const date = useEventDate(event.date);
  return (
    <article data-testid="event-card" data-event-id={event.id} className={css.event}>
      <LazyImage src={event.image} alt="" width={800} height={450} priority={priority} />
      <div className={css.eventBody}>
        <time dateTime={event.date} className={`${ui.kicker} ${css.eventDate}`}>
          {date}
        </time>
        <h3 className={css.eventTitle}>
          <Link to={eventHref(event, locale)} className={css.eventLink}>
            {pick(event.title, locale)}
          </Link>
        </h3>
        {!compact && <p className={`${ui.text} ${css.eventSummary}`}>{pick(event.summary, locale)}</p>}
      </div>
    </article>
  );
}

/** Articles in a responsive grid; `firstInView` when the grid starts above the fold (its first row loads first). */
export function EventGrid({
  events,
  compact = false,
  firstInView = false,
}: {
  events: EventArticle[];
  compact?: boolean;
  firstInView?: boolean;
}) {
  return (
    <div className={css.eventGrid}>
      {events.map((e, i) => (
        <EventCard key={e.id} event={e} priority={firstInView && i < 3} compact={compact} />
      ))}
    </div>
  );
}
