// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from './db';
import { gateFetch } from './boot';
import { makeServer } from './index';
import { lazyDb } from './lazyDb';

const answer = (body: string) => Promise.resolve(new Response(body));

describe('the fetch gate before the mock has started', () => {
  it('holds API calls until the mock is ready, then sends them through the fetch of that moment', async () => {
    const target = {
      fetch: ((input: RequestInfo | URL) => answer(`network ${String(input)}`)) as typeof fetch,
    };
    const open = gateFetch(target);
    const early = target.fetch('/api/getCafes.php');
    const asset = await target.fetch('/assets/menu.pdf');
    expect(await asset.text()).toBe('network /assets/menu.pdf');
    let settled = false;
    void early.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    // The mock replaces fetch as it starts.
    target.fetch = ((input: RequestInfo | URL) => answer(`mock ${String(input)}`)) as typeof fetch;
    open(Promise.resolve());
    expect(await (await early).text()).toBe('mock /api/getCafes.php');
  });

  it('lets the held calls go to the network when the mock did not start', async () => {
    const target = {
      fetch: ((input: RequestInfo | URL) => answer(`network ${String(input)}`)) as typeof fetch,
    };
    const open = gateFetch(target);
    const early = target.fetch('/api/getCafes.php');
    open(Promise.reject(new Error('no mock')));
    expect(await (await early).text()).toBe('network /api/getCafes.php');
  });
});

describe('the in-page mock on a lazy database', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  const start = (scenario?: string) => {
    const realFetch = window.fetch;
    const lazy = lazyDb(undefined);
    const { server } = makeServer({ environment: 'test', scenario, ...lazy });
    stop = () => {
      server.shutdown();
      window.fetch = realFetch;
    };
    return lazy.db;
  };

  it('loads the parts a call needs on its first call and answers as with every fixture there', async () => {
    const db = start();
    expect(db.catalogue).toBeUndefined();
    const body = await (await fetch('/api/getContent.php?type=events')).json();
    expect(body).toEqual({ items: createDb().events });
    expect(db.events).toBeDefined();
    expect(db.catalogue).toBeUndefined();
    const menu = (await (await fetch('/api/main_pages/menu_catalog.php?data=menu&path=/menyu')).json()) as {
      catalogMenu: unknown[];
      cafes: unknown[];
    };
    expect(menu.catalogMenu.length).toBeGreaterThan(10);
    expect(menu.cafes).toEqual(createDb().cafes);
  });

  it("changes the scenario's parts before the first answer", async () => {
    start('stop-delivery');
    const menu = (await (await fetch('/api/main_pages/menu_catalog.php?data=menu&path=/')).json()) as {
      stopDelivery: string;
    };
    expect(menu.stopDelivery).toBe('1');
  });
});
