import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES, routeChunks } from '../../scripts/bundle-size.mjs';
import { isFirstPaintId } from '@/i18n/firstPaint';
import ru from '@/i18n/messages/ru.json';

const dist = 'dist';
const built = existsSync(join(dist, '.vite', 'manifest.json'));
const js = built ? readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js')) : [];

/**
 * The first JavaScript of a route (gzip): the budget this check enforces is issue #2's 150 KB; issue #8's
 * target is 130 KB. The shell and first-paint pages carry no MUI and only first-paint messages; react-dom
 * (~57 KB), react-router, MobX and react-intl leave about 140 KB today (see the README's Performance section).
 */
const BUDGET_KB = 150;
const TARGET_KB = 130;

/** Shell parts that every page loads right after its first paint (plain `lazy`, not lazyThemed). */
const AFTER_FIRST_PAINT = ['src/app/layout/Footer.tsx', 'src/app/layout/CookieBanner.tsx'];

function first(route: string) {
  const { page, locale } = ROUTES[route]!;
  return routeChunks(dist, page, locale);
}

describe.runIf(built)('production bundle (run `npm run build` first)', () => {
  it('holds no Mirage or pretender code', () => {
    for (const file of js) expect(readFileSync(join(dist, 'assets', file), 'utf8'), file).not.toMatch(/miragejs|pretender|mockScenario|mock-server/);
  });

  for (const route of Object.keys(ROUTES)) {
    it(`keeps the first JavaScript of ${route} within ${BUDGET_KB} KB gzip (target ${TARGET_KB})`, () => {
      const chunks = first(route);
      const kb = chunks.reduce((sum, c) => sum + c.gzip, 0) / 1024;
      const largest = [...chunks].sort((a, b) => b.gzip - a.gzip).slice(0, 4).map((c) => `${c.key ?? c.file} ${(c.gzip / 1024).toFixed(1)} KB`);
      expect(kb, `${route}: ${kb.toFixed(1)} KB; largest chunks: ${largest.join(', ')}`).toBeLessThanOrEqual(BUDGET_KB);
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
    it(`keeps MUI and its styling system out of ${part}, which every page loads right after its first paint`, () => {
      const chunks = routeChunks(dist, part);
      expect(chunks.map((c) => c.key), 'the part has its own chunk').toContain(part);
      for (const chunk of chunks) {
        const code = readFileSync(join(dist, chunk.file), 'utf8');
        expect(code, chunk.file).not.toMatch(/data-emotion|MuiButtonBase-root|MuiTypography/);
        expect(chunk.key ?? '', chunk.file).not.toMatch(/@mui|@emotion|ThemeScope|createTheme|Typography|Container/);
      }
    });
  }

  it('ships every message that first-paint code uses with the first messages chunk (src/i18n/firstPaint.ts)', () => {
    const code = [...Object.keys(ROUTES).flatMap((route) => first(route)), ...AFTER_FIRST_PAINT.flatMap((part) => routeChunks(dist, part))]
      .filter((chunk) => !/messages\//.test(chunk.key ?? ''))
      .map((chunk) => readFileSync(join(dist, chunk.file), 'utf8'))
      .join('\n');
    const ids = Object.keys(ru);
    const used = ids.filter((id) => new RegExp(`[^\\w.]${id.replace(/\./g, '\\.')}[^\\w.]`).test(code));
    expect(used.length, 'first-paint code uses messages').toBeGreaterThan(50);
    expect(used.filter((id) => !isFirstPaintId(id)), 'ids used at first paint but shipped with the lazy part').toEqual([]);
  });

  it('keeps the admin area and hand ordering out of the first JavaScript', () => {
    const first = routeChunks(dist, 'src/pages/HomePage.tsx').map((c) => readFileSync(join(dist, c.file), 'utf8')).join('\n');
    expect(first).not.toMatch(/admin-order-form|dadata-query|hand-order-form/);
  });

  it('splits routes into their own chunks', () => {
    expect(js.length).toBeGreaterThan(20);
  });
});
