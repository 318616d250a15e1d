import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';

type Props = { children: ReactNode; fallback: (error: unknown) => ReactNode };

/** Catches what a page throws while rendering (or a failed chunk) and shows `fallback` instead of a blank page. */
class Boundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/** An error boundary per route, reset when the path changes. */
export function RouteBoundary(props: Props) {
  const { pathname } = useLocation();
  return <Boundary key={pathname} {...props} />;
}
