import { describe, expect, it } from 'vitest';
import { accountHref, getHref, localize, parseLocalePath, switchLocale } from './paths';

describe('route table', () => {
  it('builds Russian paths plain and English ones under /en', () => {
    expect(getHref('home', 'ru')).toBe('/');
    expect(getHref('home', 'en')).toBe('/en');
    expect(getHref('menu', 'en')).toBe('/en/menyu');
    expect(getHref('dish', 'ru', { id: 42 })).toBe('/blyudo/42');
    expect(getHref('submenuItem', 'en', { submenu: 'salaty', id: 7 })).toBe('/en/menyu/salaty/7');
  });
  it('encodes parameters', () => {
    expect(getHref('event', 'ru', { id: 'a b' })).toBe('/sobytiya/a%20b');
  });
  it('never prefixes the account link', () => {
    expect(accountHref).toBe('/kabinet');
  });
  it('parses and switches the locale of a path, keeping the query', () => {
    expect(parseLocalePath('/en/menyu')).toEqual({ locale: 'en', path: '/menyu' });
    expect(parseLocalePath('/en')).toEqual({ locale: 'en', path: '/' });
    expect(parseLocalePath('/english')).toEqual({ locale: 'ru', path: '/english' });
    expect(switchLocale('/menyu/coffee', '?q=1', 'en')).toBe('/en/menyu/coffee?q=1');
    expect(switchLocale('/en/menyu', '', 'ru')).toBe('/menyu');
    expect(switchLocale('/en', '', 'ru')).toBe('/');
    expect(localize('/', 'ru')).toBe('/');
  });
});
