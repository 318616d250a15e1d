// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_DELIVERY_TERMS } from '@/domain/delivery';
import { login } from './auth';
import { ApiClient } from './client';
import { fetchDeliveryTerms, fetchEvents, fetchPress, fetchVacancies } from './content';
import { createOrder, fetchOrderStatus, suggestAddress, type OrderRequest } from './order';

/** Tolerant reading of the answers of our own calls (DECISIONS.md sections 2 and 6): null is absent, one bad item is dropped. */

function clientAnswering(body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  return new ApiClient({ apiUrl: 'https://api.test', fetch: fetch as unknown as typeof globalThis.fetch });
}

afterEach(() => vi.restoreAllMocks());

describe('getContent', () => {
  it('events: null texts read as empty, the alias falls back to the id, the image resolves against {api}; a broken event is dropped with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const events = await fetchEvents(
      clientAnswering({
        items: [
          {
            id: 4,
            title_ru: 'Подарок к торту',
            alias: null,
            date: null,
            title_en: null,
            summary_ru: null,
            body_ru: null,
            image: 'assets/events/4.jpg',
          },
          { id: 5, title_ru: null },
        ],
      }),
    );
    expect(events).toEqual([
      {
        id: 4,
        alias: '4',
        date: '',
        title: { ru: 'Подарок к торту', en: '' },
        summary: { ru: '', en: '' },
        body: { ru: '', en: '' },
        image: 'https://api.test/assets/events/4.jpg',
      },
    ]);
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /^\/api\/getContent\.php\?type=events: dropped items\.1 \(id 5\): title_ru/,
    );
  });

  it('vacancies, press and delivery zones: each item on its own', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const vacancies = await fetchVacancies(
      clientAnswering({
        items: [
          { id: 1, title_ru: 'Бариста', duties_ru: ['Варить кофе', null, 3], requirements_ru: null },
          { title_ru: 'Без id' },
        ],
      }),
    );
    expect(vacancies).toEqual([
      {
        id: 1,
        title: { ru: 'Бариста', en: '' },
        salary: { ru: '', en: '' },
        schedule: { ru: '', en: '' },
        duties: { ru: ['Варить кофе'], en: [] },
        requirements: { ru: [], en: [] },
      },
    ]);
    const press = await fetchPress(
      clientAnswering({
        items: [
          { id: 1, outlet: 'Афиша', title_ru: 'Лучшие торты', url: 'javascript:alert(1)' },
          { id: 2, outlet: null, title_ru: 'x' },
        ],
      }),
    );
    expect(press).toEqual([
      { id: 1, outlet: 'Афиша', date: '', title: { ru: 'Лучшие торты', en: '' }, url: '' },
    ]);
    const terms = await fetchDeliveryTerms(
      clientAnswering({
        item: {
          deliveryZones: [{ name_ru: 'Центр', price: '350' }, { name_ru: 'Без цены' }],
          freeDeliveryFrom: null,
        },
      }),
    );
    // No English name or time: the Russian ones; no reach: the shipped zone's at the same place (2.5 km).
    expect(terms).toEqual({
      zones: [
        { name: { ru: 'Центр', en: 'Центр' }, price: 350, minOrder: 0, time: { ru: '', en: '' }, maxKm: 2.5 },
      ],
      freeDeliveryFrom: 0,
      pickupDiscount: 0,
      centre: FALLBACK_DELIVERY_TERMS.centre,
    });
  });
});

describe('login', () => {
  it('null texts read as empty; `extended` that is null, a list or a number reads as empty', async () => {
    for (const extended of [null, [1], 5, '']) {
      const answer = await login(
        clientAnswering({
          code: 1,
          message: null,
          id: 7,
          user: null,
          fullname: null,
          phone: null,
          email: 'a@b.ru',
          extended,
        }),
        { email: 'a@b.ru', password: 'pw', token: 't', lang: 'ru' },
      );
      expect(answer).toEqual({
        ok: true,
        message: '',
        profile: { id: 7, user: '', fullname: '', phone: '', email: 'a@b.ru', extended: {} },
      });
    }
  });

  it('a refusal without a message or an id', async () => {
    const answer = await login(clientAnswering({ code: 0, message: null, id: null }), {
      email: 'a@b.ru',
      password: 'pw',
      token: 't',
      lang: 'ru',
    });
    expect(answer).toEqual({ ok: false, code: 0, message: '' });
  });
});

describe('orders', () => {
  const order: OrderRequest = {
    lines: [],
    presents: [],
    promo: '',
    delivery: 'pickup',
    customer: { name: 'Анна', phone: '+7 (916) 123-45-67', email: 'a@b.ru' },
    cafeId: 1,
    date: '2026-11-25',
    time: '12:00–13:00',
    comment: '',
    payment: 'cash',
    lang: 'ru',
    total: 1000,
  };

  it('createOrder: null message, text order number', async () => {
    expect(
      await createOrder(
        clientAnswering({ code: '1', message: null, orderId: '512', paymentUrl: null }),
        order,
      ),
    ).toEqual({ ok: true, orderId: 512, message: '' });
    expect(await createOrder(clientAnswering({ code: 1, orderId: null }), order)).toEqual({
      ok: false,
      message: '',
    });
  });

  it('orderStatus: a status or payment we do not know reads as absent; null fields are absent', async () => {
    expect(
      await fetchOrderStatus(
        clientAnswering({ code: 1, status: 'paid', payment: 'crypto', total: null, paid: null }),
        512,
      ),
    ).toEqual({ orderId: 512, status: 'paid' });
    expect(await fetchOrderStatus(clientAnswering({ code: 1, status: 'cooking' }), 512)).toBeNull();
    expect(
      await fetchOrderStatus(
        clientAnswering({ code: 1, status: 'cancelled', payment: 'card', paid: '1', total: '1200' }),
        512,
      ),
    ).toEqual({ orderId: 512, status: 'cancelled', payment: 'card', paid: true, total: 1200 });
  });

  it('suggestAddress: a broken suggestion is left out with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const found = await suggestAddress(
      clientAnswering([
        { value: 'Москва, Тверская, 1', lat: '55.75', lon: 37.61, inZone: 1 },
        { value: null, lat: 1, lon: 2, inZone: 0 },
      ]),
      'Тверская',
      'ru',
    );
    expect(found).toEqual([{ value: 'Москва, Тверская, 1', lat: 55.75, lon: 37.61, inZone: true }]);
    expect(warn).toHaveBeenCalledOnce();
  });
});
