import { lazy, useState, type ComponentType } from 'react';
import { loadAllMessages } from '@/i18n';

/** A lazily loaded component whose code can be fetched ahead of its first render. */
export type Preloadable<P extends object> = ComponentType<P> & {
  /**
   * Starts loading the code (a preload: nothing renders); safe to call any number of times. Resolves once the
   * code is there, or has failed (then a render reports it to the part's error boundary).
   */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` with a preload: call `preload()` when the part is likely to be wanted soon (after hydration, on
 * the hover, focus or pointerdown of its control). Once the code has arrived, the part renders in the very commit
 * that shows it, with no Suspense fallback in between; before that it suspends like any lazy part.
 */
export function lazyPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A later preload or render tries again (React.lazy reports this one to the part's error boundary).
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(start);
  function Part(props: P) {
    // Chosen once, at mount: a part that mounted while its code was loading stays the lazy one (a switch would
    // mount it again).
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Part, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/**
 * A lazy part of plain elements, no MUI (`lazyPreload`, so it can be preloaded): loads the part with every message
 * (first-paint messages come first; src/i18n/index.ts).
 */
export function lazyPlain<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazyPreload(async () => {
    const part = load();
    await loadAllMessages();
    return part;
  });
}

/**
 * A lazy part that uses MUI (`lazyPreload`, so it can be preloaded): loads the part and the MUI theme together and
 * renders the part inside the theme, once every message has arrived (first-paint messages come first;
 * src/i18n/index.ts). The shell and first-paint pages are plain CSS, so the theme is not in the first JS.
 */
export function lazyThemed<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazyPreload(async () => {
    const [{ default: Part }, { ThemeScope }] = await Promise.all([
      load(),
      import('./ThemeScope'),
      loadAllMessages(),
    ]);
    function Themed(props: P) {
      return (
        <ThemeScope>
          <Part {...props} />
        </ThemeScope>
      );
    }
    return { default: Themed };
  });
}
