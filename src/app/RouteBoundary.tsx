import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';

type Props = { children: ReactNode; fallback: (error: unknown) => ReactNode };

/**
 * An error boundary per route (react-error-boundary): what a page throws while rendering (or a failed chunk)
 * shows `fallback` instead of a blank page. Keyed by the path, so a new path starts afresh, error or not.
 */
export function RouteBoundary({ children, fallback }: Props) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallbackRender={({ error }) => fallback(error)}>
      {children}
    </ErrorBoundary>
  );
}
