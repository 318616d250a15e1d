// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { cssOf, THEME_CSS_ID, themeCss } from '../../scripts/build/theme-css.ts';
import { theme } from '@/theme/theme';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The style sheet the plugin gives the app, through its hooks as Vite calls them. */
async function pluginSheet() {
  const plugin = themeCss();
  const watched: string[] = [];
  const hook = <T>(h: unknown) => (typeof h === 'function' ? h : (h as { handler: T }).handler) as T;
  hook<(config: ResolvedConfig) => void>(plugin.configResolved)({
    root,
    resolve: { alias: [{ find: '@', replacement: `${root}src` }] },
  } as unknown as ResolvedConfig);
  const id = hook<(id: string) => string>(plugin.resolveId)(THEME_CSS_ID);
  const css = await hook<(this: object, id: string) => Promise<string>>(plugin.load).call(
    { addWatchFile: (file: string) => watched.push(file) },
    id,
  );
  return { id, css, watched };
}

describe('cssOf', () => {
  it('writes custom properties as they are and other keys in CSS case, nested rules inside their block', () => {
    expect(
      cssOf([
        {
          ':root': { colorScheme: 'light', '--mui-palette-primary-main': '#4A2C2A', '--mui-spacing': '8px' },
        },
        { '@media print': { ':root': { '--mui-x': 1 } } },
      ]),
    ).toBe(
      ':root{color-scheme:light;--mui-palette-primary-main:#4A2C2A;--mui-spacing:8px;}\n@media print{:root{--mui-x:1;}}',
    );
  });
});

describe('the theme-css plugin', () => {
  it("answers only its own module, with MUI's own style sheet of the theme, and watches the theme", async () => {
    const plugin = themeCss();
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    expect(resolveId('src/theme/global.css')).toBeUndefined();
    const { id, css, watched } = await pluginSheet();
    expect(id).toBe(`\0${THEME_CSS_ID}`);
    expect(css).toBe(cssOf(theme.generateStyleSheets()));
    expect(css).toContain('--mui-palette-primary-main:#4A2C2A;');
    expect(css).toContain('--mui-palette-brand-caramel:#B8743A;');
    // Drawings take values: no variables for palette.art.
    expect(css).not.toContain('--mui-palette-art');
    expect(watched).toEqual([`${root}src/theme/theme.ts`]);
  }, 60_000);

  it('defines every theme variable the style sheets and components name', async () => {
    const { css } = await pluginSheet();
    const defined = new Set([...css.matchAll(/(--mui-[\w-]+):/g)].map((m) => m[1]));
    const files = ['src', 'mock-server'].flatMap((dir) =>
      readdirSync(`${root}${dir}`, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(css|tsx?)$/.test(file))
        .map((file) => `${dir}/${file}`),
    );
    const named = files.flatMap((file) =>
      [...readFileSync(`${root}${file}`, 'utf8').matchAll(/var\((--mui-[\w-]+)/g)].map(
        (m) => `${file}: ${m[1]}`,
      ),
    );
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((entry) => !defined.has(entry.split(': ')[1]!))).toEqual([]);
  }, 60_000);
});
