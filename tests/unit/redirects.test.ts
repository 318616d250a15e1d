// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiBaseOf, apiProxyTarget, redirectsFile } from '../../scripts/build/redirects.mjs';

/** The rules of a _redirects text, comments left out. */
const rules = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split(/\s+/));

/** The first rule matching a path, as Netlify reads the file (first match wins). */
const firstMatch = (text: string, path: string) =>
  rules(text).find(([from]) => (from!.endsWith('*') ? path.startsWith(from!.slice(0, -1)) : path === from));

describe('_redirects', () => {
  it('sends /api/* to the PHP host before the fallback to the shell', () => {
    const text = redirectsFile({ shell: '/app.html', apiBase: 'https://api.example.ru' });
    expect(rules(text)).toEqual([
      ['/api/*', 'https://api.example.ru/api/:splat', '200'],
      ['/*', '/app.html', '200'],
    ]);
    expect(firstMatch(text, '/api/login.php')).toEqual([
      '/api/*',
      'https://api.example.ru/api/:splat',
      '200',
    ]);
    expect(firstMatch(text, '/api/main_pages/createOrder.php')?.[1]).toBe(
      'https://api.example.ru/api/:splat',
    );
    expect(firstMatch(text, '/en/menyu')?.[1]).toBe('/app.html');
  });

  it('never answers /api/* with the app when no PHP host is known: a 404 until the host proxies it', () => {
    const text = redirectsFile({ shell: '/index.html' });
    expect(firstMatch(text, '/api/login.php')).toEqual(['/api/*', '/api/:splat', '404']);
    expect(firstMatch(text, '/kabinet')?.[1]).toBe('/index.html');
    expect(text).toContain('https://api.example.ru/api/:splat');
  });

  it('takes the PHP host from API_PROXY_TO, then VITE_API_URL, then a PRERENDER_FROM URL', () => {
    expect(
      apiBaseOf({ API_PROXY_TO: 'https://php.example.ru/', VITE_API_URL: 'https://api.example.ru' }),
    ).toBe('https://php.example.ru');
    expect(apiBaseOf({ VITE_API_URL: 'https://api.example.ru/shop/' })).toBe('https://api.example.ru/shop');
    expect(apiBaseOf({ VITE_API_URL: '', PRERENDER_FROM: 'http://localhost:8787' })).toBe(
      'http://localhost:8787',
    );
    expect(apiBaseOf({ PRERENDER_FROM: 'fixtures' })).toBeUndefined();
    expect(apiBaseOf({})).toBeUndefined();
  });
});

describe('npm run preview reads the build’s _redirects', () => {
  it('finds the PHP host /api/* goes to, and nothing when /api/* is a 404', () => {
    expect(apiProxyTarget(redirectsFile({ shell: '/app.html', apiBase: 'http://localhost:8787' }))).toBe(
      'http://localhost:8787',
    );
    expect(apiProxyTarget(redirectsFile({ shell: '/index.html' }))).toBeUndefined();
  });
});
