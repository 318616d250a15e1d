// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspText } from '../../scripts/build/csp';

const API = 'https://api.korica-slivki.ru';

describe('Content Security Policy for the services with keys (DECISIONS.md section 1)', () => {
  it('without VITE_ANALYTICS_ID and VITE_GEOCODER_KEY names neither Metrika nor DaData', () => {
    const policy = contentSecurityPolicy({ apiUrl: API });
    expect(cspText(policy)).not.toMatch(/mc\.yandex|dadata/);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'", API]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', API]);
  });

  it('with VITE_ANALYTICS_ID allows mc.yandex.ru for the tag, its hits and its pixel, and nothing else new', () => {
    const policy = contentSecurityPolicy({ apiUrl: API, analyticsId: '98765432' });
    expect(policy['script-src']).toEqual(["'self'", 'https://mc.yandex.ru']);
    expect(policy['connect-src']).toEqual(["'self'", API, 'https://mc.yandex.ru']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', API, 'https://mc.yandex.ru']);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(cspText(policy)).not.toMatch(/unsafe-inline'[^;]*mc\.yandex|script-src[^;]*unsafe-inline|dadata/);
  });

  it('with VITE_GEOCODER_KEY allows calls to suggestions.dadata.ru only (no script, no image)', () => {
    const policy = contentSecurityPolicy({ apiUrl: API, geocoderKey: 'public-token' });
    expect(policy['connect-src']).toEqual(["'self'", API, 'https://suggestions.dadata.ru']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['img-src']).not.toContain('https://suggestions.dadata.ru');
    expect(cspText(policy)).not.toMatch(/mc\.yandex/);
  });
});
