// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { fetchMenuCatalog } from '@/api/catalogue';
import { ApiClient } from '@/api/client';
import { specMenuAnswer, specProduct } from '#tests/support/specOnly.ts';
import { recordingFetch, replayFetch, type Snapshot } from './prerender';

describe('files on a prerendered page', () => {
  it('resolve the same way at build time and in the browser: the build records the answer, the browser replays it', async () => {
    const answer = specMenuAnswer([
      { id: 16, pagetitle: 'Десерты', childs: [{ ...specProduct(701), file: 'assets/images/701.jpg' }] },
    ]);
    const snapshot: Snapshot = {};
    const real = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    const build = new ApiClient({
      apiUrl: 'https://api.test',
      fetch: recordingFetch(real as unknown as typeof fetch, snapshot),
    });
    const built = await fetchMenuCatalog(build, { token: '', path: '/menyu' });
    const browser = new ApiClient({
      apiUrl: 'https://api.test',
      fetch: replayFetch(snapshot, () => () => Promise.reject(new Error('offline'))),
    });
    const hydrated = await fetchMenuCatalog(browser, { token: '', path: '/menyu' });
    expect(hydrated.categories).toEqual(built.categories);
    expect(hydrated.categories[0]!.products[0]!.image).toBe('https://api.test/assets/images/701.jpg');
  });
});
