import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { FormattedMessage, useIntl } from 'react-intl';
import { PillLink } from '@/components/plain';
import ui from '@/components/ui.module.css';
import { useLocale } from '@/components/useLocale';
import { PageMeta } from '@/components/PageMeta';
import css from './layout/shell.module.css';
import { getHref } from './paths';
import { m } from './error.messages';

type Props = { status?: number; message?: string };

/** The generic error page of SPEC.md sections 2 and 8: status (default 500), message, home link on 404. */
export function ErrorPage({ status = 500, message }: Props) {
  const locale = useLocale();
  const intl = useIntl();
  const notFound = status === 404;
  const title = notFound ? intl.formatMessage(m.notFound) : message || intl.formatMessage(m.generic);
  return (
    <div data-testid="error-page" data-status={status} className={`${ui.container} ${ui.sm} ${css.error}`}>
      <PageMeta title={`${status}`} description={title} />
      <p aria-hidden className={css.errorStatus}>
        {status}
      </p>
      <h1 className={`${ui.h2} ${css.errorTitle}`} data-testid="error-message">
        {title}
      </h1>
      {notFound ? (
        <>
          <p className={css.errorHint}>
            <FormattedMessage {...m.notFoundHint} />
          </p>
          <PillLink to={getHref('home', locale)} className={css.errorHome} data-testid="error-home-link">
            <FormattedMessage {...m.home} />
          </PillLink>
        </>
      ) : (
        <PillLink to={getHref('home', locale)} variant="outlined" className={css.errorHome}>
          <FormattedMessage {...m.home} />
        </PillLink>
      )}
    </div>
  );
}

/** When the error page itself fails: the last resort of SPEC.md section 8, in plain HTML. */
export function ErrorPageBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={
        <div data-testid="error-page-fallback" className={css.errorFallback}>
          <p>An error occurred while showing the error page</p>
          {/* The app's root: `/`, or the demo's folder (its BASE_URL is `./`, against the page's <base>). */}
          <a href={import.meta.env.BASE_URL}>Back to home</a>
        </div>
      }
      onError={(error) => console.error('The error page failed', error)}
    >
      {children}
    </ErrorBoundary>
  );
}
