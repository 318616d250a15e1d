import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';

type Props = {
  children: ReactNode;
  fallback: (error: unknown) => ReactNode;
  /** A page: a new path mounts it afresh, error or not (its own state starts over). */
  remount?: boolean;
};

/**
 * An error boundary (react-error-boundary): what a page throws while rendering (or a failed chunk) shows
 * `fallback` instead of a blank page, and the next path tries again. Around a page it is keyed by the path
 * (`remount`); around the whole route tree it only resets, so a navigation never remounts the layout.
 */
export function RouteBoundary({ children, fallback, remount = false }: Props) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      key={remount ? pathname : undefined}
      resetKeys={[pathname]}
      fallbackRender={({ error }) => fallback(error)}
    >
      {children}
    </ErrorBoundary>
  );
}
