import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { getHref } from '@/app/paths';
import { LazyImage } from '@/components/LazyImage';
import ui from '@/components/ui.module.css';
import { useLocale } from '@/components/useLocale';
import { CAKE_TO_ORDER_CATEGORY_ID } from '@/domain/constants';
import css from './firstPaint.module.css';
import { m } from './card.messages';

/** A band that leads from the menu to cakes to order and the individual cake form. */
export function CakesTeaser() {
  const locale = useLocale();
  return (
    <aside data-testid="cakes-teaser" className={css.teaser}>
      <div className={`${ui.stack} ${css.teaserText}`}>
        <h2 className={ui.h3}>
          <FormattedMessage {...m.cakesTitle} />
        </h2>
        <p className={`${ui.text} ${ui.soft}`}>
          <FormattedMessage {...m.cakesText} />
        </p>
        <div className={`${ui.row} ${css.teaserButtons}`}>
          <Link to={getHref('cakes', locale)} className={`${ui.button} ${ui.contained}`}>
            <FormattedMessage {...m.cakesButton} />
          </Link>
          <Link to={getHref('individualCake', locale)} className={`${ui.button} ${ui.outlined}`}>
            <FormattedMessage {...m.individual} />
          </Link>
        </div>
      </div>
      <div className={css.teaserImage}>
        <LazyImage
          src={`/assets/img/categories/${CAKE_TO_ORDER_CATEGORY_ID}.svg`}
          alt=""
          width={400}
          height={300}
        />
      </div>
    </aside>
  );
}
