import { observer } from 'mobx-react-lite';
import { Box, Button, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { getHref } from '@/app/paths';
import { LazyImage } from '@/components/LazyImage';
import { useLocale } from '@/components/useLocale';
import { paragraphs, type EventArticle } from '@/domain/content';
import { pick } from '@/domain/types';
import { useStores } from '@/stores/context';
import { EventGrid, useEventDate } from './EventCard';
import { PROMO_EVENT_ALIAS } from './promo';
import { m } from './messages';

/** An events article: picture, date, title, text, what to do next and the other articles. */
export const EventArticleView = observer(function EventArticleView({ event }: { event: EventArticle }) {
  const { content } = useStores();
  const locale = useLocale();
  const date = useEventDate(event.date);
  const others = content.sortedEvents.filter((e) => e.id !== event.id).slice(0, 3);
  const isCakeOffer = event.alias === PROMO_EVENT_ALIAS;
  return (
    <>
      <Box
        component="article"
        data-testid="event-article"
        data-event-id={event.id}
        sx={{ maxWidth: 820, mx: 'auto' }}
      >
        <Typography
          component="time"
          dateTime={event.date}
          sx={{
            display: 'block',
            color: 'secondary.main',
            fontWeight: 700,
            fontSize: 14,
            letterSpacing: 0.8,
            textTransform: 'uppercase',
            mb: 1.5,
          }}
        >
          {date}
        </Typography>
        <Typography component="h1" variant="h1" sx={{ mb: 2.5 }}>
          {pick(event.title, locale)}
        </Typography>
        <Typography sx={{ fontSize: { xs: 18, md: 21 }, color: 'text.secondary', lineHeight: 1.55, mb: 3.5 }}>
          {pick(event.summary, locale)}
        </Typography>
        <Box sx={{ borderRadius: '22px', overflow: 'hidden', mb: 4 }}>
          <LazyImage src={event.image} alt="" width={800} height={450} priority />
        </Box>
        <Box sx={{ '& p': { fontSize: { xs: 17, md: 18 }, lineHeight: 1.75, mb: 2.25 } }}>
          {paragraphs(pick(event.body, locale)).map((p) => (
            <Typography key={p.slice(0, 40)} component="p">
              {p}
            </Typography>
          ))}
        </Box>
        <Stack
          direction="row"
          sx={{ gap: 1.5, flexWrap: 'wrap', mt: 4, pt: 3, borderTop: '1px solid', borderColor: 'divider' }}
        >
          {isCakeOffer ? (
            <Button
              component={Link}
              to={getHref('cakes', locale)}
              variant="contained"
              size="large"
              data-testid="event-cta"
            >
              <FormattedMessage {...m.chooseCake} />
            </Button>
          ) : (
            <Button
              component={Link}
              to={getHref('menu', locale)}
              variant="contained"
              size="large"
              data-testid="event-cta"
            >
              <FormattedMessage {...m.toMenu} />
            </Button>
          )}
          <Button component={Link} to={getHref('events', locale)} variant="outlined" size="large">
            <FormattedMessage {...m.all} />
          </Button>
        </Stack>
      </Box>
      {others.length > 0 && (
        <Box component="section" sx={{ mt: { xs: 7, md: 10 } }}>
          <Typography component="h2" variant="h2" sx={{ mb: 3 }}>
            <FormattedMessage {...m.others} />
          </Typography>
          <EventGrid events={others} compact />
        </Box>
      )}
    </>
  );
});
