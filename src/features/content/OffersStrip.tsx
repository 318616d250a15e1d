import { observer } from 'mobx-react-lite';
import { Box, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { getHref } from '@/app/paths';
import { useLocale } from '@/components/useLocale';
import { findEvent } from '@/domain/content';
import { pick } from '@/domain/types';
import { useStores } from '@/stores/context';
import { brand } from '@/theme/theme';
import { eventHref } from './EventCard';
import { PROMO_EVENT_ALIAS } from './promo';
import { useContent } from './useContent';

type Offer = { key: string; tone: string; ink: string; kicker: React.ReactNode; title: React.ReactNode; text: React.ReactNode; href: string };

/** The shop's current offers on the home page: the cake offer of the events, the gift, pickup and free delivery. */
export const OffersStrip = observer(function OffersStrip() {
  const { content } = useStores();
  const locale = useLocale();
  useContent('events');
  const cakeOffer = findEvent(content.events, PROMO_EVENT_ALIAS);
  const offers: Offer[] = [
    ...(cakeOffer
      ? [{ key: 'cake', tone: '#F7E4E4', ink: '#A63D55', kicker: <FormattedMessage id="offers.cakeKicker" defaultMessage="К тортам" />, title: pick(cakeOffer.title, locale), text: pick(cakeOffer.summary, locale), href: eventHref(cakeOffer, locale) }]
      : []),
    {
      key: 'gift',
      tone: '#EEF3E8',
      ink: '#3D6B35',
      kicker: <FormattedMessage id="offers.giftKicker" defaultMessage="Подарок" />,
      title: <FormattedMessage id="offers.giftTitle" defaultMessage="Лимонад к заказу от 3 600 р." />,
      text: <FormattedMessage id="offers.giftText" defaultMessage="Цитрусово-мятный лимонад в подарок к доставке — выберите его в корзине." />,
      href: getHref('menu', locale),
    },
    {
      key: 'pickup',
      tone: '#F6EBDD',
      ink: brand.caramelText,
      kicker: <FormattedMessage id="offers.pickupKicker" defaultMessage="Самовывоз" />,
      title: <FormattedMessage id="offers.pickupTitle" defaultMessage="Скидка 10 % при самовывозе" />,
      text: <FormattedMessage id="offers.pickupText" defaultMessage="Заберите заказ из любого нашего кафе — скидка на весь заказ." />,
      href: getHref('delivery', locale),
    },
  ];
  return (
    <Box data-testid="offers" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      {offers.map((o) => (
        <Box
          key={o.key}
          component={Link}
          to={o.href}
          data-testid="offer"
          sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, p: { xs: 2.5, md: 3 }, borderRadius: '22px', bgcolor: o.tone, color: 'text.primary', textDecoration: 'none', border: `1px solid ${brand.line}`, transition: 'transform .2s, box-shadow .2s', '&:hover': { transform: 'translateY(-2px)', boxShadow: '0 12px 30px rgba(74,44,42,.10)' } }}
        >
          <Typography sx={{ color: o.ink, fontWeight: 800, fontSize: 12.5, letterSpacing: 1, textTransform: 'uppercase' }}>{o.kicker}</Typography>
          <Typography component="h3" sx={{ fontFamily: '"Playfair Display", serif', fontWeight: 700, fontSize: { xs: 21, md: 23 }, lineHeight: 1.25 }}>
            {o.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: 15 }}>{o.text}</Typography>
        </Box>
      ))}
    </Box>
  );
});
