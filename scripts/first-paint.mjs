// What the first paint needs, read from the sources (static imports only): the shell (the entry and its
// static imports) and each lazily loaded part of the first paint (the first-paint pages, the footer, the
// cookie banner).
// - messageParts: builds ship a locale's catalogue in parts by it (scripts/vite-precompile-messages.ts):
//   the shell's messages with the entry, each part's own with that part (src/i18n/index.ts
//   withMessagePart), the rest with the first lazily loaded MUI part.
// - firstPaintChunks: which chunk the first-paint pages' modules go in (vite.config.ts).
// tests/build/bundle.test.ts checks both against what the built chunks actually hold.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { partName, ROUTES } from './bundle-size.mjs';

/** The shell: the entry (its static imports come with it). */
export const SHELL = 'src/main.tsx';

/** The lazy layout parts that every page loads right after its first paint. */
export const AFTER_FIRST_PAINT = ['src/app/layout/Footer.tsx', 'src/app/layout/CookieBanner.tsx'];

/**
 * The lazily loaded modules of the first paint (the budgeted routes' pages and the layout parts), by the
 * name their message part goes by: the module's file name (`HomePage` for src/pages/HomePage.tsx).
 */
export const FIRST_PAINT_PARTS = Object.fromEntries([...new Set([...Object.values(ROUTES).map((r) => r.page), ...AFTER_FIRST_PAINT])].map((file) => [partName(file), file]));

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** The source file (script or CSS module) an import names, or undefined for packages and assets. */
function resolveImport(root, from, spec) {
  const base = spec.startsWith('@/') ? join(root, 'src', spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(from), spec) : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) => /\.(tsx?|module\.css)$/.test(path) && isFile(path));
}

/**
 * The files `entries` import statically (`import … from`, `export … from`, `import '…'`), entries
 * included; type-only imports (`import type`, `export type`) are no imports at run time.
 */
export function staticSources(root, entries) {
  const seen = new Set();
  const stack = entries.map((entry) => resolve(root, entry));
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.css')) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^\s*(?:import|export)\s(?!type\s)[^'"`;]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm)) {
      const target = resolveImport(root, file, match[1] ?? match[2]);
      if (target) stack.push(target);
    }
  }
  return seen;
}

/** The catalogue ids that the files name in a string literal. */
function idsIn(files, ids) {
  const found = new Set();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/['"`]([A-Za-z][\w-]*(?:\.[\w-]+)+)['"`]/g)) if (ids.has(match[1])) found.add(match[1]);
  }
  return found;
}

/**
 * Splits a catalogue's ids: `first` (what the shell uses), `parts` (per lazily loaded first-paint module,
 * what it uses beyond the shell) and `more` (everything else).
 */
export function messageParts(root, keys) {
  const ids = new Set(keys);
  const first = idsIn(staticSources(root, [SHELL]), ids);
  const parts = Object.fromEntries(
    Object.entries(FIRST_PAINT_PARTS).map(([name, file]) => [name, [...idsIn(staticSources(root, [file]), ids)].filter((id) => !first.has(id))]),
  );
  const inParts = new Set(Object.values(parts).flat());
  return { first: [...first], parts, more: keys.filter((id) => !first.has(id) && !inParts.has(id)) };
}

/**
 * The chunk a module that the first-paint pages import goes in, for Rolldown's `codeSplitting`
 * (vite.config.ts): `first-paint` for a module two or more of them import, `MenuPage-parts` for one only
 * its page imports; undefined for the pages themselves (each keeps its chunk), the entry's modules and
 * everything else. Left to itself, the bundler gives every module that a lazy MUI page shares with them a
 * chunk of its own: a first visit fetched ten small chunks with their import lists, about 1.5 KB gzip
 * more. (A chunk per set of pages instead of one `first-paint` saved /menyu 0.1 KB and cost the others
 * up to 0.6: measured.)
 */
export function firstPaintChunks(root) {
  const shell = staticSources(root, [SHELL]);
  const pages = Object.values(ROUTES).map((r) => r.page).filter((page, i, all) => all.indexOf(page) === i);
  const users = new Map();
  for (const page of pages) {
    for (const file of staticSources(root, [page])) if (!shell.has(file) && !file.endsWith(page)) users.set(file, [...(users.get(file) ?? []), partName(page)]);
  }
  return (id) => {
    const names = users.get(id.split('?')[0]);
    return names && (names.length > 1 ? 'first-paint' : `${names[0]}-parts`);
  };
}
