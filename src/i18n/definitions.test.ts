import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import ru from './messages/ru.json';

// One way to write a message: descriptors (`defaultMessage`) only in a messages.ts (defineMessages; a folder whose
// first-paint and lazy parts ship apart splits it as `<part>.messages.ts`) next to the code that shows them, or in
// src/i18n (ids that several features share: common.ts); an id is defined once, and imported where else it shows.

const root = join(__dirname, '..');
const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|\.d\.ts$/.test(f))
  .map((f) => `src/${f.split('\\').join('/')}`)
  .sort();
const source = (file: string) => readFileSync(join(root, '..', file), 'utf8');
const mayDefine = (file: string) => /[/.]messages\.ts$/.test(file) || file.startsWith('src/i18n/');

/** The ids a file defines: an `id` right before a `defaultMessage` (an object or a JSX element). */
function definedIds(code: string): string[] {
  const re = /\bid\s*(?::|=)\s*\{?\s*(['"`])([^'"`]+)\1\}?\s*,?\s*defaultMessage\b/g;
  return [...code.matchAll(re)].map((m) => m[2]!);
}

describe('message definitions', () => {
  it('has descriptors only in messages.ts files and src/i18n', () => {
    const inline = files.filter((f) => !mayDefine(f) && /\bdefaultMessage\b/.test(source(f)));
    const found = inline.map((f) => `${f}: ${definedIds(source(f)).join(', ') || '(defaultMessage)'}`);
    expect(found, 'move these descriptors into the messages.ts of their feature').toEqual([]);
  });

  it('defines each id once', () => {
    const where = new Map<string, string[]>();
    for (const file of files)
      for (const id of definedIds(source(file))) where.set(id, [...(where.get(id) ?? []), file]);
    const twice = [...where].filter(([, at]) => at.length > 1).map(([id, at]) => `${id}: ${at.join(', ')}`);
    expect(twice, 'define the id once (shared ones in src/i18n/common.ts) and import it').toEqual([]);
  });

  it('has every id in both catalogues', () => {
    const onlyRu = Object.keys(ru)
      .filter((id) => !(id in en))
      .map((id) => `${id}: in ru.json, not in en.json`);
    const onlyEn = Object.keys(en)
      .filter((id) => !(id in ru))
      .map((id) => `${id}: in en.json, not in ru.json`);
    expect([...onlyRu, ...onlyEn]).toEqual([]);
  });

  it('finds the definitions (the pattern still matches the code)', () => {
    const ids = new Set(files.flatMap((f) => definedIds(source(f))));
    const missed = Object.keys(ru).filter((id) => !ids.has(id));
    expect(missed, 'ids in ru.json whose definition the test does not see').toEqual([]);
  });
});
