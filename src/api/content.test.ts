import { describe, expect, it, vi } from 'vitest';
import { createDb } from '@mock/db';
import { getContent } from '@mock/handlers/content';
import { ApiClient } from './client';
import { fetchDeliveryTerms, fetchEvents, fetchPress, fetchVacancies } from './content';
import { sendFranchiseRequest } from './franchise';

/** A client whose fetch is answered by the mock handler directly (no Mirage). */
function clientOnMock() {
  const db = createDb();
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop.test');
    const answer = getContent(db, {
      method: 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: null,
    });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  return {
    client: new ApiClient({ apiUrl: 'https://api.test', fetch: fetch as unknown as typeof globalThis.fetch }),
    fetch,
    db,
  };
}

describe('content api', () => {
  it('reads the events from {api}/api/getContent.php?type=events and maps them', async () => {
    const { client, fetch, db } = clientOnMock();
    const events = await fetchEvents(client);
    expect(String(fetch.mock.calls[0]![0])).toBe('https://api.test/api/getContent.php?type=events');
    expect(events).toHaveLength(db.events.length);
    expect(events.find((e) => e.id === 4)).toMatchObject({
      alias: 'podarok-k-kazhdomu-tortu',
      title: { ru: 'Подарок к каждому торту', en: 'A gift with every cake' },
    });
  });

  it('reads vacancies, press and delivery terms', async () => {
    const { client, db } = clientOnMock();
    const vacancies = await fetchVacancies(client);
    expect(vacancies[0]!.duties.ru.length).toBeGreaterThan(0);
    expect(vacancies[0]!.title.en).toBe('Barista');
    const press = await fetchPress(client);
    expect(press[0]).toMatchObject({ outlet: db.press[0]!.outlet, url: db.press[0]!.url });
    const terms = await fetchDeliveryTerms(client);
    expect(terms.zones[0]).toMatchObject({
      price: 350,
      minOrder: 1500,
      time: { ru: '60–90 минут', en: '60–90 minutes' },
    });
    expect(terms.freeDeliveryFrom).toBe(5000);
    expect(terms.pickupDiscount).toBe(10);
  });

  it('throws a schema error for an answer of the wrong shape', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ items: { id: 1 } })));
    const client = new ApiClient({ apiUrl: '', fetch: fetch as unknown as typeof globalThis.fetch });
    await expect(fetchEvents(client)).rejects.toMatchObject({ kind: 'schema' });
  });
});

describe('franchise api', () => {
  it('sends the feedback body of SPEC.md section 7 to {api}/api/callBack.php', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 1, message: 'ok' })));
    const client = new ApiClient({
      apiUrl: 'https://api.test',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    vi.spyOn(console, 'info').mockImplementation(() => {});
    await sendFranchiseRequest(client, {
      token: 'tok',
      name: ' Анна ',
      phone: '+7 (999) 123-45-67',
      email: 'a@b.ru',
      city: 'Казань',
      message: 'Заявка',
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.test/api/callBack.php');
    expect(init.method).toBe('POST');
    expect(Object.keys(JSON.parse(String(init.body))).sort()).toEqual([
      'email',
      'last_name',
      'message',
      'name',
      'otzivOrderNumber',
      'otzivSelectCafe',
      'phone',
      'token',
    ]);
    expect(JSON.parse(String(init.body))).toMatchObject({ token: 'tok', name: 'Анна', message: 'Заявка' });
  });

  it('keeps the body to the fields the call knows', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 200 }));
    const client = new ApiClient({ apiUrl: '', fetch: fetch as unknown as typeof globalThis.fetch });
    await sendFranchiseRequest(client, {
      token: '',
      name: 'A',
      phone: 'p',
      email: ' e ',
      city: 'c',
      message: 'm',
    });
    const init = fetch.mock.calls[0]![1];
    expect(JSON.parse(String(init.body))).toEqual({
      token: '',
      name: 'A',
      last_name: '',
      phone: 'p',
      email: 'e',
      message: 'm',
      otzivOrderNumber: '',
      otzivSelectCafe: '',
    });
  });

  it('fails with an ApiError when the call fails', async () => {
    const fetch = vi.fn(async () => new Response('oops', { status: 500 }));
    const client = new ApiClient({ apiUrl: '', fetch: fetch as unknown as typeof globalThis.fetch });
    await expect(
      sendFranchiseRequest(client, { token: '', name: 'A', phone: 'p', email: 'e', city: 'c', message: 'm' }),
    ).rejects.toMatchObject({ kind: 'http', status: 500 });
  });
});
