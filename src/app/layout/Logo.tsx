import { FormattedMessage } from 'react-intl';
import { join, TextLink } from '@/components/plain';
import { useLocale } from '@/components/useLocale';
import { getHref } from '../paths';
import css from './shell.module.css';
import { m as brand } from '@/components/pageMeta.messages';

/** The brand mark: a drawn cake slice and the name, linking home. */
export function Logo({ compact = false, light = false }: { compact?: boolean; light?: boolean }) {
  const locale = useLocale();
  return (
    <TextLink
      to={getHref('home', locale)}
      className={join(css.logo, light && css.logoLight, compact && css.logoCompact)}
    >
      <svg width={compact ? 32 : 38} height={compact ? 32 : 38} viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r="19" className={css.logoDisc} />
        <path d="M9 25l22-9v9z" className={css.logoSlice} />
        <path d="M9 25h22v4H9z" className={css.logoLayer} />
        <circle cx="24" cy="13.5" r="2.6" className={css.logoBerry} />
      </svg>
      <span className={css.logoName}>
        <FormattedMessage {...brand.name} />
      </span>
    </TextLink>
  );
}
