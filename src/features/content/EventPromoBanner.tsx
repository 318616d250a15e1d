import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { LazyImage } from '@/components/LazyImage';
import ui from '@/components/ui.module.css';
import { useLocale } from '@/components/useLocale';
import { findEvent } from '@/domain/content';
import { pick } from '@/domain/types';
import { useStores } from '@/stores/context';
import { eventHref } from './EventCard';
import { PROMO_EVENT_ALIAS } from './promo';
import css from './cards.module.css';
import { useContent } from './useContent';
import { m } from './eventPromo.messages';

/** A band about the current cake offer (events article 4), shown once the articles are loaded. */
export const EventPromoBanner = observer(function EventPromoBanner() {
  const { content } = useStores();
  const locale = useLocale();
  useContent('events');
  const event = findEvent(content.events, PROMO_EVENT_ALIAS);
  if (!event) return null;
  return (
    <aside data-testid="event-promo-banner" className={css.promo}>
      <div className={css.promoText}>
        <p className={`${ui.kicker} ${css.promoKicker}`}>
          <FormattedMessage {...m.kicker} />
        </p>
        <h2 className={ui.h2}>{pick(event.title, locale)}</h2>
        <p className={`${ui.text} ${css.promoSummary}`}>{pick(event.summary, locale)}</p>
        <Link to={eventHref(event, locale)} className={`${ui.button} ${ui.contained} ${css.promoButton}`}>
          <FormattedMessage {...m.more} />
        </Link>
      </div>
      <div className={css.promoImage}>
        <LazyImage src={event.image} alt="" width={800} height={450} />
      </div>
    </aside>
  );
});
