import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { TextLink } from '@/components/plain';
import { useLocale } from '@/components/useLocale';
import type { nav } from '@/i18n/nav';
import { switchLocale, type StaticRouteName } from '../paths';
import css from './shell.module.css';
import { m } from './shellNav.messages';

// The header's and the burger menu's shared pieces (a module of their own: the burger menu loads lazily
// from the header, and must not import the header back).

/** The main sections, in the header and at the top of the burger menu. */
export const NAV: (StaticRouteName & keyof typeof nav)[] = ['menu', 'cakes', 'events', 'about', 'delivery'];

export function LocaleSwitch({ onNavigate }: { onNavigate?: () => void }) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const intl = useIntl();
  return (
    <div
      data-testid="locale-switch"
      role="group"
      aria-label={intl.formatMessage(m.language)}
      className={css.localeSwitch}
    >
      {(['ru', 'en'] as const).map((target) => (
        <TextLink
          key={target}
          to={switchLocale(pathname, search, target)}
          onClick={onNavigate}
          lang={target}
          hrefLang={target}
          aria-current={target === locale ? 'true' : undefined}
          data-locale={target}
          className={css.locale}
        >
          {target.toUpperCase()}
        </TextLink>
      ))}
    </div>
  );
}
