import { observer } from 'mobx-react-lite';
import { Box, Button, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { LazyImage } from '@/components/LazyImage';
import { useLocale } from '@/components/useLocale';
import { findEvent } from '@/domain/content';
import { pick } from '@/domain/types';
import { useStores } from '@/stores/context';
import { eventHref } from './EventCard';
import { PROMO_EVENT_ALIAS } from './promo';
import { useContent } from './useContent';

/** A band about the current cake offer (events article 4), shown once the articles are loaded. */
export const EventPromoBanner = observer(function EventPromoBanner() {
  const { content } = useStores();
  const locale = useLocale();
  useContent('events');
  const event = findEvent(content.events, PROMO_EVENT_ALIAS);
  if (!event) return null;
  return (
    <Box component="aside" data-testid="event-promo-banner" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' }, alignItems: 'center', gap: { xs: 0, md: 4 }, borderRadius: '22px', overflow: 'hidden', bgcolor: '#F7E4E4', border: '1px solid #EBCFCF' }}>
      <Stack sx={{ p: { xs: 3, md: 5 }, gap: 1.5, order: { xs: 2, md: 1 } }}>
        <Typography sx={{ color: 'error.main', fontWeight: 700, fontSize: 13, letterSpacing: 1, textTransform: 'uppercase' }}>
          <FormattedMessage id="promo.kicker" defaultMessage="Акция" />
        </Typography>
        <Typography component="h2" variant="h2">
          {pick(event.title, locale)}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: 17 }}>{pick(event.summary, locale)}</Typography>
        <Button component={RouterLink} to={eventHref(event, locale)} variant="contained" sx={{ alignSelf: 'flex-start', mt: 1 }}>
          <FormattedMessage id="promo.more" defaultMessage="Подробнее об акции" />
        </Button>
      </Stack>
      <Box sx={{ order: { xs: 1, md: 2 } }}>
        <LazyImage src={event.image} alt="" width={800} height={450} />
      </Box>
    </Box>
  );
});
