import { lazy, type ComponentType } from 'react';
import { loadAllMessages } from '@/i18n';

/**
 * `React.lazy` for a part that uses MUI: loads the part and the MUI theme together and renders the part
 * inside the theme, once every message has arrived (first-paint messages come first; src/i18n/index.ts).
 * The shell and first-paint pages are plain CSS, so the theme is not in the first JS.
 */
export function lazyThemed<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
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
