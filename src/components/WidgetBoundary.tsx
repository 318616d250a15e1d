import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';

type Props = { name: string; children: ReactNode; fallback?: ReactNode };

/** An error boundary around one widget (footer, cart parts, popups…): if it throws, only it goes, never the whole page. */
export function WidgetBoundary({ name, children, fallback = null }: Props) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      fallback={fallback}
      // A failed widget gets another chance on the next page; a working one is not remounted.
      resetKeys={[pathname]}
      onError={(error) => console.error(`The widget "${name}" failed; the page goes on without it`, error)}
    >
      {children}
    </ErrorBoundary>
  );
}
