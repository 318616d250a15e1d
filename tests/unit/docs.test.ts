import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The docs name only what exists: every repository path in backticks or a link, and every `npm run` script,
 * in README.md and docs/*.md.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const docs = ['README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)].filter((file) =>
  file.endsWith('.md'),
);
const scripts = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts,
);

// A backticked text is taken for a repository path when it starts with one of the repository's folders or names
// one of its top-level files; what a build or a run makes (dist*, test-results) is not in the repository.
const TOP = readdirSync(root).filter(
  (name) => !/^(node_modules|dist.*|test-results|playwright-report)$/.test(name),
);
const looksLikePath = (text: string) =>
  !/[\s*<>{}…]/.test(text) && TOP.some((top) => text === top || text.startsWith(`${top}/`));

/** The repository paths a document names, each as a path from the repository's root. */
function pathsNamed(markdown: string, file: string): string[] {
  const found = new Set<string>();
  for (const [, text] of markdown.matchAll(/`([^`\n]+)`/g))
    if (text && looksLikePath(text)) found.add(text.replace(/[:#].*$/, ''));
  for (const [, target] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (!target || /^(https?:|mailto:|#)/.test(target)) continue;
    found.add(relative(root, join(root, dirname(file), target.replace(/#.*$/, ''))));
  }
  return [...found];
}

/** The `npm run` scripts a document names. */
function scriptsNamed(markdown: string): string[] {
  return [...new Set([...markdown.matchAll(/npm run ([\w:.-]+)/g)].map(([, name]) => name ?? ''))];
}

describe('the docs', () => {
  it('finds paths and scripts as written', () => {
    const text = 'See `src/main.tsx`, `dist/app.html`, `npm run bench -- --cpu 4` and [qa](qa.md#scenarios).';
    expect(pathsNamed(text, 'docs/x.md')).toEqual(['src/main.tsx', 'docs/qa.md']);
    expect(scriptsNamed(text)).toEqual(['bench']);
  });

  it.each(docs)('%s names only paths and npm scripts that exist', (file) => {
    const markdown = readFileSync(join(root, file), 'utf8');
    expect(pathsNamed(markdown, file).filter((path) => !existsSync(join(root, path)))).toEqual([]);
    expect(scriptsNamed(markdown).filter((name) => !scripts.includes(name))).toEqual([]);
  });

  it('docs/testing.md lists every npm script', () => {
    const table = readFileSync(join(root, 'docs/testing.md'), 'utf8').split('## Scripts')[1] ?? '';
    const named = new Set([...table.matchAll(/`(?:npm (?:run )?)?([\w:.-]+)`/g)].map(([, name]) => name));
    expect(scripts.filter((name) => !named.has(name))).toEqual([]);
  });
});
