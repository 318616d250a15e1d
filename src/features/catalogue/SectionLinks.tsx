import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getHref } from '@/app/paths';
import { useLocale } from '@/components/useLocale';
import { pick, type Category } from '@/domain/types';
import { useStores } from '@/stores/context';
import css from './catalogue.module.css';
import { ScrollRow } from '@/components/ScrollRow';
import { m } from './card.messages';

/** Every section of the menu as a row of links; the current one is marked. */
export const SectionLinks = observer(function SectionLinks({ current }: { current?: Category }) {
  const { catalogue } = useStores();
  const locale = useLocale();
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(m.sections)} style={{ marginBottom: 28 }}>
      <ScrollRow>
        <div className={`${css.barScroller} ${css.wrapOnWide}`}>
          <Link to={getHref('menu', locale)} className={css.chip}>
            {intl.formatMessage(m.all)}
          </Link>
          {catalogue.menuCategories.map((c) => (
            <Link
              key={c.id}
              to={getHref('submenu', locale, { submenu: c.alias })}
              className={c.id === current?.id ? `${css.chip} ${css.chipActive}` : css.chip}
              aria-current={c.id === current?.id ? 'page' : undefined}
            >
              {pick(c.name, locale)}
            </Link>
          ))}
        </div>
      </ScrollRow>
    </nav>
  );
});
