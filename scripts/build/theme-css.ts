import { join } from 'node:path';
import { runnerImport, type Alias, type Plugin } from 'vite';

/** The module id the app imports first (src/main.tsx). */
export const THEME_CSS_ID = 'virtual:theme.css';
const RESOLVED = `\0${THEME_CSS_ID}`;

type Rules = { [selectorOrProperty: string]: string | number | Rules };
type ThemeModule = { theme: { generateStyleSheets: () => object[] } };

/** A CSS property from its object key: custom properties as they are, `colorScheme` as `color-scheme`. */
const property = (key: string) =>
  key.startsWith('--') ? key : key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** CSS text of MUI's style-sheet objects (`{ ':root': { '--mui-…': value } }`, at-rules nested). */
export function cssOf(sheets: readonly object[]): string {
  const block = (rules: Rules): string =>
    Object.entries(rules)
      .map(([key, value]) =>
        typeof value === 'object' ? `${key}{${block(value)}}` : `${property(key)}:${value};`,
      )
      .join('');
  return sheets.map((sheet) => block(sheet as Rules)).join('\n');
}

/**
 * The MUI theme's CSS variables (src/theme/theme.ts, `cssVariables: true`) as a style sheet of the build:
 * `import 'virtual:theme.css'` puts MUI's own `theme.generateStyleSheets()` in the first CSS, so a prerendered
 * page has every colour before any script runs, and the CSS modules read the same variables as MUI's parts.
 * The theme's provider (src/theme/ThemeScope.tsx) then writes no copy of its own. The theme module is loaded
 * with Vite's module runner and the app's aliases (it imports `@/…`); a change to it reloads the sheet.
 */
export function themeCss(): Plugin {
  let root = process.cwd();
  let alias: Alias[] = [];
  return {
    name: 'theme-css',
    configResolved(config) {
      root = config.root;
      alias = config.resolve.alias;
    },
    resolveId: (id) => (id === THEME_CSS_ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const file = join(root, 'src/theme/theme.ts');
      this.addWatchFile(file);
      const { module } = await runnerImport<ThemeModule>(file, {
        configFile: false,
        root,
        logLevel: 'silent',
        resolve: { alias },
      });
      return cssOf(module.theme.generateStyleSheets());
    },
  };
}
