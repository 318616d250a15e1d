import { describe, expect, it } from 'vitest';
import { appPath, folderOf, pathFromHash } from './folder';

describe('the demo in any folder', () => {
  it('finds its folder from where its scripts live', () => {
    expect(folderOf('http://host/shop/assets/index-abc.js')).toBe('/shop/');
    expect(folderOf('http://host/assets/index-abc.js')).toBe('/');
    expect(folderOf('https://qa.example.ru/~team/demo/assets/Bx1.js')).toBe('/~team/demo/');
  });

  it('reads the app path inside the folder', () => {
    expect(appPath('/shop/', '/shop/')).toBe('/');
    expect(appPath('/shop/en/menyu/', '/shop/')).toBe('/en/menyu/');
    expect(appPath('/en', '/')).toBe('/en');
  });

  it('turns an old hash link into its path, keeping every query', () => {
    const at = (url: string) => pathFromHash(new URL(url), '/shop/');
    expect(at('http://h/shop/#/en/menyu')).toBe('/shop/en/menyu');
    expect(at('http://h/shop/index.html#/torty-na-zakaz')).toBe('/shop/torty-na-zakaz');
    expect(at('http://h/shop/#/')).toBe('/shop/');
    expect(at('http://h/shop/?qa=abc#/en/menyu')).toBe('/shop/en/menyu?qa=abc');
    expect(at('http://h/shop/?fault=getMenu:500#/menyu?scenario=empty-cart')).toBe(
      '/shop/menyu?fault=getMenu%3A500&scenario=empty-cart',
    );
    expect(at('http://h/shop/#/en/spasibo?order=10002')).toBe('/shop/en/spasibo?order=10002');
  });

  it('leaves other URLs alone', () => {
    expect(pathFromHash(new URL('http://h/shop/en/menyu'), '/shop/')).toBeUndefined();
    expect(pathFromHash(new URL('http://h/shop/o-nas#contacts'), '/shop/')).toBeUndefined();
  });
});
