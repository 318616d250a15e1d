import { Fragment, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { getHref } from '@/app/paths';
import css from './PageShell.module.css';
import ui from './ui.module.css';
import { useLocale } from './useLocale';
import { PageMeta, type PageMetaOptions } from './PageMeta';
import { nav } from '@/i18n/nav';

type PageShellProps = {
  title: string;
  lead?: ReactNode;
  description?: string;
  children?: ReactNode;
  /** Parent pages shown as breadcrumbs after "Home". */
  trail?: { label: string; to: string }[];
  maxWidth?: 'sm' | 'md' | 'lg' | 'xl';
  testId?: string;
  /** Canonical path, preview image, noindex. */
  meta?: PageMetaOptions;
  /** Shown beside the title on wide screens, under it on phones (e.g. a search field). */
  aside?: ReactNode;
  /** The page body shows the title itself as its h1 (a product page); the shell keeps breadcrumbs and meta. */
  titleInBody?: boolean;
};

/** The frame of a content page: breadcrumbs, title, lead and the page's meta tags (plain CSS: it paints first). */
export function PageShell({
  title,
  lead,
  description,
  children,
  trail = [],
  maxWidth = 'lg',
  testId,
  meta,
  aside,
  titleInBody = false,
}: PageShellProps) {
  const locale = useLocale();
  const crumbs = [{ label: <FormattedMessage {...nav.home} />, to: getHref('home', locale) }, ...trail];
  return (
    <div className={`${ui.container} ${ui[maxWidth]} ${css.shell}`} data-testid={testId}>
      <PageMeta
        title={title}
        description={description ?? (typeof lead === 'string' ? lead : undefined)}
        trail={trail}
        {...meta}
      />
      <nav aria-label="breadcrumbs" className={css.crumbs}>
        <ol className={css.crumbList}>
          {crumbs.map((t) => (
            <Fragment key={t.to}>
              <li>
                <Link to={t.to} className={ui.link} style={{ color: 'inherit' }}>
                  {t.label}
                </Link>
              </li>
              <li aria-hidden="true" className={css.crumbSep}>
                /
              </li>
            </Fragment>
          ))}
          <li>
            <span className={`${ui.text} ${css.crumbCurrent}`} aria-current="page">
              {title}
            </span>
          </li>
        </ol>
      </nav>
      {!titleInBody && (
        <div className={aside ? css.withAside : undefined}>
          <div>
            <h1 className={`${ui.h1} ${css.title} ${lead ? css.hasLead : ''}`}>{title}</h1>
            {lead && <div className={`${ui.lead} ${css.lead}`}>{lead}</div>}
          </div>
          {aside}
        </div>
      )}
      <div>{children}</div>
    </div>
  );
}
