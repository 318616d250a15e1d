import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

type History = ReturnType<typeof createBrowserHistory>;
type Update = { action: History['action']; location: History['location'] };

/**
 * React Router's BrowserRouter (the same history, the same transition), except that a change of the hash alone
 * coming from the browser (an in-page link: a menu category, also one followed before the page has hydrated) is
 * not a new location: nothing renders for it. React 19 renders a transition started in a `popstate` event at
 * once, and a location change that reaches a part of a prerendered page still hydrating makes React render that
 * part anew, dropping its HTML. The app reads no hash through the router: `useLocation().hash` is the hash of
 * the last navigation.
 */
export function PathRouter({ basename, children }: { basename?: string; children?: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<Update>(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(
    () =>
      history.listen((update) =>
        startTransition(() =>
          setState((current) =>
            update.action === 'POP' &&
            update.location.pathname === current.location.pathname &&
            update.location.search === current.location.search
              ? current
              : { action: update.action, location: update.location },
          ),
        ),
      ),
    [history],
  );
  return (
    <Router basename={basename} location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
