// The build-time plugins that keep the first JavaScript small (vite.config.ts) and the first-paint split.
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { defaultMessageRanges } from '../../scripts/vite-strip-default-messages';

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
