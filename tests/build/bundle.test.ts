import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUDGET_KB,
  readManifest,
  ROUTES,
  routeChunks,
  shellMessagesKey,
} from '../../scripts/build/bundle-size.mjs';
import ru from '@/i18n/messages/ru.json';

const dist = 'dist';
const built = existsSync(join(dist, '.vite', 'manifest.json'));
const js = built ? readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js')) : [];

/*
 * The first JavaScript of a route (gzip): entry, page and the shell's messages (scripts/build/bundle-size.mjs),
 * held to BUDGET_KB (issue 17; the ledger is in docs/performance.md). The shell and first-paint pages carry
 * no MUI; React DOM, React Router, MobX and react-intl are most of it.
 */

/** The lazy layout part that a first visit loads right after its first paint. */
const AFTER_FIRST_PAINT = ['src/app/layout/CookieBanner.tsx'];

function first(route: string) {
  const { page, locale } = ROUTES[route]!;
  return routeChunks(dist, page, locale);
}

describe.runIf(built)('production bundle (run `npm run build` first)', () => {
  it('holds no Mirage or pretender code', () => {
    for (const file of js)
      expect(readFileSync(join(dist, 'assets', file), 'utf8'), file).not.toMatch(
        /miragejs|pretender|mockScenario|mock-server/,
      );
  });

  for (const route of Object.keys(ROUTES)) {
    it(`keeps the first JavaScript of ${route} within ${BUDGET_KB} KB gzip`, () => {
      const chunks = first(route);
      const kb = chunks.reduce((sum, c) => sum + c.gzip, 0) / 1024;
      const largest = [...chunks]
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 4)
        .map((c) => `${c.key ?? c.file} ${(c.gzip / 1024).toFixed(1)} KB`);
      expect(kb, `${route}: ${kb.toFixed(1)} KB; largest chunks: ${largest.join(', ')}`).toBeLessThanOrEqual(
        BUDGET_KB,
      );
    });

    it(`keeps imask, the mock, the admin area and MUI out of the first JavaScript of ${route}`, () => {
      for (const chunk of first(route)) {
        const code = readFileSync(join(dist, chunk.file), 'utf8');
        expect(code, chunk.file).not.toMatch(/IMask|InputMask|miragejs|pretender/);
        expect(chunk.key ?? '', chunk.file).not.toMatch(/admin|Admin/);
        // MUI's styling system (emotion) comes with lazy parts only.
        expect(code, chunk.file).not.toMatch(/data-emotion|MuiButtonBase-root/);
      }
    });
  }

  for (const part of AFTER_FIRST_PAINT) {
    it(`keeps MUI and its styling system out of ${part}, which a first visit loads right after its first paint`, () => {
      const chunks = routeChunks(dist, part);
      expect(
        chunks.map((c) => c.key),
        'the part has its own chunk',
      ).toContain(part);
      for (const chunk of chunks) {
        const code = readFileSync(join(dist, chunk.file), 'utf8');
        expect(code, chunk.file).not.toMatch(/data-emotion|MuiButtonBase-root|MuiTypography/);
        expect(chunk.key ?? '', chunk.file).not.toMatch(
          /@mui|@emotion|ThemeScope|createTheme|Typography|Container/,
        );
      }
    });
  }

  it('ships every message that first-paint code uses with the shell (src/i18n/shellMessages.ts)', () => {
    const ids = Object.keys(ru);
    const manifest = readManifest(dist);
    const shellMessages = manifest[shellMessagesKey(manifest, 'ru')]!.file;
    const read = (file: string) => readFileSync(join(dist, file), 'utf8');
    const shipped = read(shellMessages);
    const used = (code: string) =>
      ids.filter((id) => new RegExp(`[^\\w.]${id.replace(/\./g, '\\.')}[^\\w.]`).test(code));
    const firstPaint = new Set(
      [...Object.values(ROUTES).map((route) => route.page), ...AFTER_FIRST_PAINT].flatMap((module) =>
        routeChunks(dist, module).map((chunk) => chunk.file),
      ),
    );
    firstPaint.delete(shellMessages);
    const missing = new Set<string>();
    let checked = 0;
    for (const file of firstPaint) {
      const found = used(read(file));
      checked += found.length;
      for (const id of found) if (!shipped.includes(JSON.stringify(id))) missing.add(id);
    }
    expect([...missing], 'ids that first-paint code uses but only the rest of the catalogue ships').toEqual(
      [],
    );
    expect(checked, 'first-paint code uses messages').toBeGreaterThan(100);
  });

  it('leaves no default message text in the app code: the catalogues carry the texts (@formatjs/vite-plugin, removeDefaultMessage)', () => {
    for (const file of js)
      expect(readFileSync(join(dist, 'assets', file), 'utf8'), file).not.toMatch(/defaultMessage:\s*[`"']/);
  });

  it('keeps the admin area and hand ordering out of the first JavaScript', () => {
    const first = routeChunks(dist, 'src/pages/HomePage.tsx')
      .map((c) => readFileSync(join(dist, c.file), 'utf8'))
      .join('\n');
    expect(first).not.toMatch(/admin-order-form|dadata-query|hand-order-form/);
  });

  it('splits routes into their own chunks', () => {
    expect(js.length).toBeGreaterThan(20);
  });
});
