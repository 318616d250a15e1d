import { Box, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getHref } from '@/app/paths';
import { LazyImage } from '@/components/LazyImage';
import { useLocale } from '@/components/useLocale';
import { parseIsoDate, type EventArticle } from '@/domain/content';
import { pick } from '@/domain/types';
import { brand } from '@/theme/theme';

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
export function EventCard({ event, priority = false, compact = false }: { event: EventArticle; priority?: boolean; compact?: boolean }) {
  const locale = useLocale();
  const date = useEventDate(event.date);
  return (
    <Box
      component="article"
      data-testid="event-card"
      data-event-id={event.id}
      sx={{ position: 'relative', display: 'flex', flexDirection: 'column', height: '100%', borderRadius: '22px', overflow: 'hidden', bgcolor: 'background.paper', border: `1px solid ${brand.line}`, transition: 'box-shadow .2s', '&:hover': { boxShadow: '0 12px 32px rgba(74,44,42,.12)' }, '&:hover h3 a': { color: 'secondary.main' } }}
    >
      <LazyImage src={event.image} alt="" width={800} height={450} priority={priority} />
      <Box sx={{ p: { xs: 2, md: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Typography component="time" dateTime={event.date} sx={{ color: 'secondary.main', fontWeight: 700, fontSize: 13, letterSpacing: 0.6, textTransform: 'uppercase' }}>
          {date}
        </Typography>
        <Typography component="h3" sx={{ fontFamily: '"Playfair Display", serif', fontWeight: 700, fontSize: { xs: 20, md: 22 }, lineHeight: 1.25 }}>
          <Box component={Link} to={eventHref(event, locale)} sx={{ color: 'text.primary', textDecoration: 'none', '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
            {pick(event.title, locale)}
          </Box>
        </Typography>
        {!compact && <Typography sx={{ color: 'text.secondary', fontSize: 15, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>{pick(event.summary, locale)}</Typography>}
      </Box>
    </Box>
  );
}

/** Articles in a responsive grid. */
export function EventGrid({ events, compact = false }: { events: EventArticle[]; compact?: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
      {events.map((e, i) => (
        <EventCard key={e.id} event={e} priority={i < 3} compact={compact} />
      ))}
    </Box>
  );
}
