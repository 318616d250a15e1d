import { StrictMode, type ComponentType, type ReactNode } from 'react';
import type { RootStore } from '@/stores/RootStore';
import { App } from './App';
import { AppRoutes } from './router';

type Props = {
  store: RootStore;
  /** PathRouter in the browser (with the demo's folder as its basename), a StaticRouter at build time. */
  router: ComponentType<{ children?: ReactNode }>;
};

/**
 * The whole app under its router: the browser renders it (main.tsx) and the build prerenders it
 * (entry-prerender.tsx). One tree for both, so a prerendered page hydrates node for node.
 */
export function AppRoot({ store, router: Router }: Props) {
  return (
    <StrictMode>
      <App store={store}>
        <Router>
          <AppRoutes />
        </Router>
      </App>
    </StrictMode>
  );
}
