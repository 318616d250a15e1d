// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from './db';
import { makeServer } from './index';

/** The in-page mock's `spec-only` scenario answers as `npm run api:spec` does without additions. */
describe('the spec-only scenario of the in-page mock', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  const start = (scenario?: string) => {
    const realFetch = window.fetch;
    const { server } = makeServer({ environment: 'test', scenario, db: createDb() });
    stop = () => {
      server.shutdown();
      window.fetch = realFetch;
    };
  };
  const post = (path: string, body: string, type = 'application/json') =>
    fetch(path, { method: 'POST', headers: { 'Content-Type': type }, body });

  it('sends only the SPEC fields, an empty callBack.php answer and 404 for our calls', async () => {
    start('spec-only');
    const cart = (await (
      await post(
        '/api/main_pages/getCart.php',
        JSON.stringify({ cart: [{ id: 103, count: 1, choiceName: 'Овсяное молоко' }], presents: [] }),
      )
    ).json()) as Record<string, unknown>;
    expect(Object.keys(cart).sort()).toEqual(['cart', 'discount', 'presents']);
    expect(cart.cart).toEqual([expect.not.objectContaining({ choiceName: expect.anything() })]);
    const sent = await post(
      '/api/callBack.php',
      JSON.stringify({ name: 'Анна', phone: '+7 (999) 123-45-67', message: 'Спасибо' }),
    );
    expect([sent.status, await sent.text()]).toEqual([200, '']);
    expect((await post('/api/register.php', '{}')).status).toBe(404);
    expect((await fetch('/api/getContent.php?type=events')).status).toBe(404);
  });

  it('reads form-encoded bodies in every scenario', async () => {
    start();
    const promo = (await (
      await post('/api/check_promo.php', 'promo=SKIDKA10', 'application/x-www-form-urlencoded')
    ).json()) as Record<string, unknown>;
    expect(promo).toMatchObject({ code: 2, promo: 10, smallOrderGiftPromos: ['PODAROK', 'DESERT'] });
  });

  it('leaves the other scenarios as they were: our fields and calls are there', async () => {
    start('default');
    const cart = (await (
      await post('/api/main_pages/getCart.php', JSON.stringify({ cart: [], presents: [] }))
    ).json()) as Record<string, unknown>;
    expect(cart).toHaveProperty('priceDelivery');
    expect((await post('/api/main_pages/orderStatus.php', JSON.stringify({ orderId: 1 }))).status).toBe(200);
  });
});
