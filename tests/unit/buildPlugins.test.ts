// The build-time plugins that keep the first JavaScript small (vite.config.ts) and the first-paint split.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import ru from '@/i18n/messages/ru.json';
import { FIRST_PAINT_PARTS, firstPaintChunks, messageParts, SHELL, staticSources } from '../../scripts/first-paint.mjs';
import { defaultMessageRanges } from '../../scripts/vite-strip-default-messages';

const root = process.cwd();

/** The code without its descriptors' default messages, as the plugin leaves it. */
function strip(code: string): string {
  const ranges = defaultMessageRanges(parseAst(code, { lang: 'tsx' }) as never).sort((a, b) => b[0] - a[0]);
  return ranges.reduce((out, [start, end]) => out.slice(0, start) + out.slice(end), code);
}

describe('stripDefaultMessages', () => {
  it('drops the text of descriptors, wherever the property stands, and keeps their ids', () => {
    expect(strip(`const a = { id: 'menu.title', defaultMessage: 'Меню доставки' };`)).toBe(`const a = { id: 'menu.title' };`);
    expect(strip(`const a = { defaultMessage: 'Меню', id: 'menu.title' };`)).toBe(`const a = { id: 'menu.title' };`);
    expect(strip('const a = { id: `x.y`, defaultMessage: `{count, plural, one {# торт} other {# тортов}}`, description: d };')).toBe('const a = { id: `x.y`, description: d };');
    expect(strip(`f({ id: 'a.b', defaultMessage: "Ещё" }, { id: 'c.d', defaultMessage: 'Всё' });`)).toBe(`f({ id: 'a.b' }, { id: 'c.d' });`);
  });

  it('drops the attribute of <FormattedMessage> and keeps the rest', () => {
    expect(strip(`const x = <FormattedMessage id="home.title" defaultMessage="Торты и десерты" values={{ n: 1 }} />;`)).toBe(
      `const x = <FormattedMessage id="home.title" values={{ n: 1 }} />;`,
    );
    expect(strip(`const x = <FormattedMessage id="a.b" defaultMessage={'Текст'} />;`)).toBe(`const x = <FormattedMessage id="a.b" />;`);
  });

  it('leaves objects without an id, computed texts and unrelated properties alone', () => {
    for (const code of [
      `const a = { defaultMessage: 'Без id' };`,
      'const a = { id: `a.b`, defaultMessage: `Привет, ${name}` };',
      `const a = { id: 'a.b', defaultMessage: text };`,
      `const a = { id: 'a.b', message: 'Другое поле' };`,
      `const x = <Other defaultMessage="Без id" />;`,
    ]) {
      expect(strip(code)).toBe(code);
    }
  });
});

describe('the first-paint split (scripts/first-paint.mjs)', () => {
  const ids = Object.keys(ru);
  const parts = messageParts(root, ids);

  it("puts every message in a part: the shell's and the rest once each, a module's own with each module using it", () => {
    const paged = new Set(Object.values(parts.parts).flat());
    expect(new Set([...parts.first, ...paged, ...parts.more])).toEqual(new Set(ids));
    expect(parts.first.length + paged.size + parts.more.length).toBe(ids.length);
    for (const own of Object.values(parts.parts)) expect(own.filter((id) => parts.first.includes(id))).toEqual([]);
  });

  it('gives the shell its own messages and each lazily loaded first-paint module its own', () => {
    expect(parts.first).toEqual(expect.arrayContaining(['nav.menu', 'header.cartCount', 'error.generic']));
    expect(parts.parts.MenuPage).toEqual(expect.arrayContaining(['menu.title']));
    expect(parts.parts.Footer).toEqual(expect.arrayContaining(['footer.feedback']));
    expect(Object.keys(parts.parts).sort()).toEqual(Object.keys(FIRST_PAINT_PARTS).sort());
  });

  it('loads each part where its module loads: a withMessagePart call names every part', () => {
    const sources = ['src/app/router.tsx', 'src/app/layout/layouts.tsx'].map((f) => readFileSync(join(root, f), 'utf8')).join('\n');
    for (const name of Object.keys(FIRST_PAINT_PARTS)) expect(sources, name).toContain(`withMessagePart('${name}'`);
  });

  it('follows static imports only: no type-only or lazy import', () => {
    const shell = [...staticSources(root, [SHELL])].map((f) => f.replace(`${root}/`, ''));
    expect(shell).toEqual(expect.arrayContaining(['src/main.tsx', 'src/app/router.tsx', 'src/stores/CartStore.ts']));
    // Lazily imported pages and type-only imports (@/api/auth in AuthStore) are not in the shell.
    expect(shell).not.toContain('src/pages/MenuPage.tsx');
    expect(shell).not.toContain('src/api/auth.ts');
  });

  it('groups the pages’ shared modules in one chunk and their own by page, never the pages or the shell', () => {
    const chunk = firstPaintChunks(root);
    expect(chunk(join(root, 'src/features/catalogue/ProductGrid.tsx'))).toBe('first-paint');
    expect(chunk(join(root, 'src/features/catalogue/MenuCatalogue.tsx'))).toBe('MenuPage-parts');
    expect(chunk(join(root, 'src/pages/MenuPage.tsx'))).toBeUndefined();
    expect(chunk(join(root, 'src/stores/CartStore.ts'))).toBeUndefined();
    expect(chunk(join(root, 'src/features/checkout/CheckoutView.tsx'))).toBeUndefined();
  });
});
