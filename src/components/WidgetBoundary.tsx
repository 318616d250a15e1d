import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';

type Props = { name: string; children: ReactNode; fallback?: ReactNode };
type State = { failed: boolean; resetKey: string };

class Boundary extends Component<Props & { resetKey: string }, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };
  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }
  // A failed widget gets another chance on the next page; a working one is not remounted.
  static getDerivedStateFromProps(props: { resetKey: string }, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }
  override componentDidCatch(error: unknown) {
    console.error(`The widget "${this.props.name}" failed; the page goes on without it`, error);
  }
  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}

/** An error boundary around one widget (footer, cart parts, popups…): if it throws, only it goes, never the whole page. */
export function WidgetBoundary(props: Props) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname} {...props} />;
}
