import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { getHref } from '@/app/paths';
import ui from '@/components/ui.module.css';
import { useLocale } from '@/components/useLocale';
import { findEvent } from '@/domain/content';
import { formatMoney } from '@/domain/money';
import { pick } from '@/domain/types';
import { useStores } from '@/stores/context';
import css from './cards.module.css';
import { eventHref } from './EventCard';
import { PROMO_EVENT_ALIAS } from './promo';
import { useContent } from './useContent';
import { m } from './offers.messages';

type Offer = {
  key: string;
  /** The offer's tint and the colour of its kicker (cards.module.css). */
  tone: string | undefined;
  kicker: React.ReactNode;
  title: React.ReactNode;
  text: React.ReactNode;
  href: string;
};

/** The shop's current offers on the home page: the cake offer of the events, the gift, pickup and free delivery. */
export const OffersStrip = observer(function OffersStrip() {
  const { content, presents, cart } = useStores();
  const locale = useLocale();
  useContent('events');
  const cakeOffer = findEvent(content.events, PROMO_EVENT_ALIAS);
  const offers: Offer[] = [
    ...(cakeOffer
      ? [
          {
            key: 'cake',
            tone: css.offerRose,
            kicker: <FormattedMessage {...m.cakeKicker} />,
            title: pick(cakeOffer.title, locale),
            text: pick(cakeOffer.summary, locale),
            href: eventHref(cakeOffer, locale),
          },
        ]
      : []),
    {
      key: 'gift',
      tone: css.offerSage,
      kicker: <FormattedMessage {...m.giftKicker} />,
      title: <FormattedMessage {...m.giftTitle} values={{ sum: formatMoney(presents.giftFrom, locale) }} />,
      text: <FormattedMessage {...m.giftText} />,
      href: getHref('menu', locale),
    },
    {
      key: 'pickup',
      tone: css.offerLatte,
      kicker: <FormattedMessage {...m.pickupKicker} />,
      title: <FormattedMessage {...m.pickupTitle} values={{ percent: cart.deliveryTerms.pickupDiscount }} />,
      text: <FormattedMessage {...m.pickupText} />,
      href: getHref('delivery', locale),
    },
  ];
  return (
    <div data-testid="offers" className={css.offers}>
      {offers.map((o) => (
        <Link key={o.key} to={o.href} data-testid="offer" className={`${css.offer} ${o.tone ?? ''}`}>
          <p className={`${ui.kicker} ${css.offerKicker}`}>{o.kicker}</p>
          <h3 className={css.offerTitle}>{o.title}</h3>
          <p className={`${ui.text} ${css.offerText}`}>{o.text}</p>
        </Link>
      ))}
    </div>
  );
});
