import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { files, FIRST_PAINT_PAGES, INLINE_SCRIPT } from './builtPages';

const demo = 'dist-demo';

/** A URL attribute that names a path from the host's root: it would miss the demo's folder. */
const ROOTED = /\s(?:src|href|action)="\/(?!\/)[^"]*"/g;

// The demo runs from any folder of any static host (scripts/prerender.mjs --mode demo, src/app/folder.ts).
describe.runIf(existsSync(join(demo, '404.html')))('demo build (run `npm run build:demo` first)', () => {
  const pages = existsSync(demo) ? files(demo).filter((f) => f.endsWith('index.html')) : [];

  it('prerenders the six first-paint pages as folders, each naming its folder first and no URL from the root', () => {
    expect(pages.map((f) => f.slice(demo.length)).sort()).toEqual(FIRST_PAINT_PAGES);
    for (const page of pages) {
      const html = readFileSync(page, 'utf8');
      const depth = page.slice(demo.length).split('/').length - 2;
      expect(html, page).toMatch(
        new RegExp(`<head>\\s*<base href="${depth ? '\\.\\./'.repeat(depth) : '\\./'}">`),
      );
      expect(html, page).toMatch(/<div id="root" data-prerendered="[^"]+"><[a-z]/);
      expect(html, page).toMatch(
        /<meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;/,
      );
      expect(html, page).not.toMatch(INLINE_SCRIPT);
      expect(html.slice(0, html.indexOf('<div id="root"')).match(ROOTED) ?? [], page).toEqual([]);
      // In the page: only the product cards' plain links (the app renders them so too; a click goes through the router).
      const rooted = html.slice(html.indexOf('<div id="root"')).match(ROOTED) ?? [];
      expect(
        rooted.filter((attr) => !/^\shref="\/(en\/)?(menyu|torty-na-zakaz|blyudo)\//.test(attr)),
        page,
      ).toEqual([]);
    }
  });

  it('answers any other path, at any depth below the folder, with 404.html: the shell naming its entry once per depth', () => {
    const shell = readFileSync(join(demo, '404.html'), 'utf8');
    expect(shell).toMatch(/<div id="root"><\/div>/);
    const entries = [...shell.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)].map(
      (m) => m[1],
    );
    expect(entries.map((src) => src!.replace(/index-[\w-]+\.js$/, ''))).toEqual([
      './assets/',
      '../assets/',
      '../../assets/',
      '../../../assets/',
      '../../../../assets/',
    ]);
    expect(shell.match(ROOTED) ?? []).toEqual([]);
    expect(shell).not.toMatch(INLINE_SCRIPT);
  });
});
