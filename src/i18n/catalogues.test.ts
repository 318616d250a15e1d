import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import ru from './messages/ru.json';

describe('message catalogues', () => {
  it('have the same keys in Russian and English', () => {
    const onlyRu = Object.keys(ru).filter((k) => !(k in en));
    const onlyEn = Object.keys(en).filter((k) => !(k in ru));
    expect({ onlyRu, onlyEn }).toEqual({ onlyRu: [], onlyEn: [] });
  });

  it('have no empty English text', () => {
    expect(Object.entries(en).filter(([, v]) => !String(v).trim())).toEqual([]);
  });

  it('ru.json is what `npm run i18n:extract` makes from the code (not stale)', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'ru.json');
    execFileSync(
      'npx',
      [
        'formatjs',
        'extract',
        'src/**/*.{ts,tsx}',
        '--ignore',
        'src/**/*.d.ts',
        '--ignore',
        'src/**/*.test.{ts,tsx}',
        '--out-file',
        out,
        '--format',
        'simple',
        '--preserve-whitespace',
      ],
      { stdio: 'pipe' },
    );
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(ru);
  }, 60_000);
});
