import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a part that uses MUI: loads the part and the MUI theme together and renders the part
 * inside the theme. The shell and first-paint pages are plain CSS, so the theme is not in the first JS.
 */
export function lazyThemed<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [{ default: Part }, { ThemeScope }] = await Promise.all([load(), import('./ThemeScope')]);
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
