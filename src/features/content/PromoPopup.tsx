import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Button, Dialog, IconButton, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { commonMessages } from '@/i18n/common';
import { Link } from 'react-router';
import { CloseIcon } from '@/components/icons';
import { LazyImage } from '@/components/LazyImage';
import { useLocale } from '@/components/useLocale';
import { findEvent } from '@/domain/content';
import { pick } from '@/domain/types';
import { useStores } from '@/stores/context';
import { eventHref } from './EventCard';
import { PROMO_EVENT_ALIAS } from './promo';
import { useContent } from './useContent';
import { palette } from '@/theme/theme';
import { m as msg } from './eventPromo.messages';
import { m as contentMessages } from './messages';

/** The promotional popup: the cake offer of the events, with a link to its article. */
const PromoPopup = observer(function PromoPopup({ onClose }: { onClose: () => void }) {
  const { content, ui } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  useContent('events');
  const event = findEvent(content.events, PROMO_EVENT_ALIAS);
  useEffect(() => {
    // Shown once: marked when it really appears, so a reload never brings it back.
    if (event) ui.markPromoPopupShown();
  }, [event, ui]);
  // No article (still loading, or gone from the server): no popup rather than an empty one.
  if (!event) return null;
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      data-testid="promo-popup"
      aria-labelledby="promo-popup-title"
      slotProps={{ paper: { sx: { overflow: 'hidden', m: 2, width: 'calc(100% - 32px)' } } }}
    >
      <Box sx={{ position: 'relative' }}>
        <LazyImage src={event.image} alt="" width={800} height={450} priority />
        <IconButton
          onClick={onClose}
          data-testid="promo-popup-close"
          aria-label={intl.formatMessage(commonMessages.close)}
          sx={{
            position: 'absolute',
            top: 10,
            right: 10,
            bgcolor: `rgba(${palette.background.paperChannel} / 0.9)`,
            '&:hover': { bgcolor: 'common.white' },
          }}
        >
          <CloseIcon />
        </IconButton>
      </Box>
      <Stack sx={{ p: { xs: 2.5, sm: 3.5 }, gap: 1.5 }}>
        <Typography
          sx={{
            color: 'error.main',
            fontWeight: 800,
            fontSize: 12.5,
            letterSpacing: 1,
            textTransform: 'uppercase',
          }}
        >
          <FormattedMessage {...msg.kicker} />
        </Typography>
        <Typography id="promo-popup-title" component="h2" variant="h3">
          {pick(event.title, locale)}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{pick(event.summary, locale)}</Typography>
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', mt: 1 }}>
          <Button
            component={Link}
            to={eventHref(event, locale)}
            onClick={onClose}
            variant="contained"
            data-testid="promo-popup-link"
          >
            <FormattedMessage {...msg.more} />
          </Button>
          <Button onClick={onClose} variant="text">
            <FormattedMessage {...contentMessages.promoLater} />
          </Button>
        </Stack>
      </Stack>
    </Dialog>
  );
});
export default PromoPopup;
