import { useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocation } from 'react-router';
import { describeError, isChunkLoadError, shouldReloadForChunkError } from '@/domain/errors';
import { loadedMessages } from '@/i18n';
import { browserSession } from '@/stores/storage';
import { ErrorPage, ErrorPageBoundary } from './ErrorPage';
import { parseLocalePath } from './paths';

const CHUNK_RELOAD_KEY = 'chunkReloadAt';

/** Reloads the page for a failed chunk at most once per 60 s; returns whether it did. */
export function reloadForChunkError(): boolean {
  const last = browserSession.getRaw(CHUNK_RELOAD_KEY);
  const now = Date.now();
  if (!shouldReloadForChunkError(last === null ? null : Number(last), now)) return false;
  browserSession.setRaw(CHUNK_RELOAD_KEY, String(now));
  window.location.reload();
  return true;
}

/** What a route shows when its page throws: chunk failures reload, everything else shows the error page. */
export function RouteError({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) reloadForChunkError();
    else console.error(error);
  }, [chunk, error]);
  const view = describeError(error);
  return (
    <ErrorPageBoundary>
      <ErrorPage status={view.status} message={view.message} />
    </ErrorPageBoundary>
  );
}

/** When the locale root itself fails: the error page with its own IntlProvider. */
export function RootError({ error }: { error?: unknown }) {
  const { locale } = parseLocalePath(useLocation().pathname);
  return (
    <IntlProvider
      locale={locale}
      defaultLocale="ru"
      messages={loadedMessages(locale) ?? loadedMessages('ru') ?? {}}
    >
      <RouteError error={error} />
    </IntlProvider>
  );
}
