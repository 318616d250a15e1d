import { describe, expect, it } from 'vitest';
import { safeHref, safePath } from './safeUrl';

describe('safeHref', () => {
  it.each([
    'https://www.kommersant.ru/doc/1',
    'http://example.com',
    'mailto:hr@example.com',
    'tel:+74951234567',
    '/menyu/salaty/401',
    'HTTPS://EXAMPLE.COM',
  ])('keeps %s', (url) => {
    expect(safeHref(url)).toBe(url);
  });
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example',
    'relative/path',
    '',
  ])('drops %j', (url) => {
    expect(safeHref(url)).toBe('');
  });
});

describe('safePath', () => {
  it('keeps same-site paths only', () => {
    expect(safePath('/torty-na-zakaz/1186')).toBe('/torty-na-zakaz/1186');
    expect(safePath('https://example.com/x')).toBe('');
    expect(safePath('javascript:alert(1)')).toBe('');
  });
});
