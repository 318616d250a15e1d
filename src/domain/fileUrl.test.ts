// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fileUrl } from './safeUrl';

describe('fileUrl: files the API names', () => {
  it.each([
    ['assets/images/products/101.jpg', 'https://api.example.ru/assets/images/products/101.jpg'],
    ['/assets/img/products/101.webp', 'https://api.example.ru/assets/img/products/101.webp'],
    ['./assets/pdf/bar-menu.pdf', 'https://api.example.ru/assets/pdf/bar-menu.pdf'],
    ['  assets/x.jpg  ', 'https://api.example.ru/assets/x.jpg'],
    ['assets/images/торт медовик.jpg', 'https://api.example.ru/assets/images/торт медовик.jpg'],
  ])('a relative file %s resolves against {api}', (file, url) => {
    expect(fileUrl(file, 'https://api.example.ru')).toBe(url);
    expect(fileUrl(file, 'https://api.example.ru/')).toBe(url);
  });

  it('resolves against a {api} with a path', () => {
    expect(fileUrl('assets/x.jpg', 'https://example.ru/shop')).toBe('https://example.ru/shop/assets/x.jpg');
  });

  it('stays on the page origin when {api} is the same origin', () => {
    expect(fileUrl('assets/x.jpg', '')).toBe('/assets/x.jpg');
    expect(fileUrl('/assets/x.jpg', '')).toBe('/assets/x.jpg');
  });

  it.each([
    'https://cdn.example.ru/x.jpg',
    'http://cdn.example.ru/x.jpg',
    'HTTPS://CDN.EXAMPLE.RU/X.JPG',
    '//cdn.example.ru/x.jpg',
  ])('uses the absolute URL %s as it is', (url) => {
    expect(fileUrl(url, 'https://api.example.ru')).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'mailto:a@b.ru',
    'vbscript:x',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example\\x.jpg',
    'assets/x\u0000.jpg',
  ])('gives nothing for %j', (file) => {
    expect(fileUrl(file, 'https://api.example.ru')).toBe('');
  });

  it.each([null, undefined, '', '   ', '/', './', 42, {}])('reads %j as no file', (file) => {
    expect(fileUrl(file, 'https://api.example.ru')).toBe('');
  });
});
