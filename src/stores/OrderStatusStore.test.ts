// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { when } from 'mobx';
import { fetchStub, type StubAnswer, type StubCall } from '#tests/support/fetchStub.ts';
import { MemoryStorage } from '#tests/support/memoryStorage.ts';
import { readConfig } from '@/config/env';
import type { OrderRecap } from '@/domain/order';
import { OrderStatusStore } from './OrderStatusStore';
import { RootStore } from './RootStore';
import { SafeStorage } from './storage';

const STATUS = '/api/main_pages/orderStatus.php';
const CREATE = '/api/main_pages/createOrder.php';
type Routes = Record<string, StubAnswer | ((call: StubCall) => StubAnswer)>;

function storeOn(routes: Routes, session = new MemoryStorage()) {
  const stub = fetchStub(routes);
  const root = new RootStore({
    api: stub.client,
    config: readConfig({}),
    local: new SafeStorage(() => new MemoryStorage()),
    session: new SafeStorage(() => session),
  });
  return { status: root.feature(OrderStatusStore), root, calls: stub.calls };
}

/** Opens order 10001 and waits for its status. */
async function opened(routes: Routes, session?: MemoryStorage) {
  const on = storeOn(routes, session);
  on.status.open(10001);
  await when(() => on.status.load.status !== 'loading');
  return on;
}

const status = (json: Record<string, unknown>): StubAnswer => ({ json: { code: 1, message: '', ...json } });

const recap: OrderRecap = {
  orderId: 10001,
  lines: [{ name: { ru: 'Медовик', en: 'Honey cake' }, choice: { ru: '', en: '' }, count: 2, sum: 900 }],
  gifts: [],
  delivery: 'pickup',
  place: { ru: 'Кафе', en: 'Cafe' },
  date: '2026-11-28',
  time: '12:00–13:00',
  total: 900,
  deliveryPrice: 0,
  payment: 'card',
};

afterEach(() => vi.restoreAllMocks());

describe('OrderStatusStore: the order of /spasibo', () => {
  it.each([
    ['new', 'cash'],
    ['new', 'card'],
    ['paid', 'card'],
    ['payment_failed', 'card'],
    ['cancelled', 'card'],
  ] as const)('reads a %s order paid by %s as the server tells it', async (state, payment) => {
    const { status: s, calls } = await opened({ [STATUS]: status({ status: state, payment }) });
    expect(s.load).toEqual({ status: 'ready', order: { orderId: 10001, status: state, payment } });
    expect(calls.map((c) => c.body)).toEqual([{ orderId: 10001 }]);
  });

  it('knows the cancelled card order was paid (the refund note) or not', async () => {
    const paid = await opened({ [STATUS]: status({ status: 'cancelled', payment: 'card', paid: '1' }) });
    expect(paid.status.load).toMatchObject({ order: { paid: true } });
    const unpaid = await opened({ [STATUS]: status({ status: 'cancelled', payment: 'card', paid: '0' }) });
    expect(unpaid.status.load).toMatchObject({ order: { paid: false } });
  });

  it('reads an order the server does not know (code 0) as none', async () => {
    const { status: s } = await opened({ [STATUS]: { json: { code: 0, message: 'Нет такого заказа' } } });
    expect(s.load).toEqual({ status: 'ready', order: null });
  });

  it('tells a failed connection from a server fault, and reads again on refresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer: StubAnswer = { status: 500, json: { code: 0 } };
    const { status: s } = await opened({ [STATUS]: () => answer });
    expect(s.load).toEqual({ status: 'failed', problem: 'server' });
    answer = status({ status: 'paid', payment: 'card' });
    const again = s.read();
    expect(s.load.status).toBe('loading');
    await again;
    expect(s.load).toMatchObject({ status: 'ready', order: { status: 'paid' } });

    const offline = storeOn({
      [STATUS]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    offline.status.open(10001);
    await when(() => offline.status.load.status !== 'loading');
    expect(offline.status.load).toEqual({ status: 'failed', problem: 'connection' });
  });

  it('says the status is unavailable when the backend has no orderStatus call', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { status: s } = await opened({});
    expect(s.load).toEqual({ status: 'unavailable' });
  });

  it("keeps the checkout's recap only for its own order, and drops an unreadable one", async () => {
    const session = new MemoryStorage();
    session.setItem('orderRecap', JSON.stringify(recap));
    const { status: s } = await opened({ [STATUS]: status({ status: 'new', payment: 'cash' }) }, session);
    expect(s.recap).toEqual(recap);
    s.open(10002);
    expect(s.recap).toBeNull();

    vi.spyOn(console, 'warn').mockImplementation(() => {});
    session.setItem('orderRecap', JSON.stringify({ ...recap, total: 'много' }));
    s.open(10001);
    expect(s.recap).toBeNull();
    expect(session.getItem('orderRecap')).toBeNull();
  });

  it('asks nothing without an order number', () => {
    const { status: s, calls } = storeOn({});
    s.open(null);
    expect(calls).toEqual([]);
  });
});

describe('OrderStatusStore after a failed card payment', () => {
  const failed = { [STATUS]: status({ status: 'payment_failed', payment: 'card' }) };

  it('switches the order to cash once, however often it is asked', async () => {
    const { status: s, calls } = await opened({
      ...failed,
      [CREATE]: { json: { code: 1, message: '', orderId: 10001 } },
    });
    const [first, second] = await Promise.all([s.payInCash('ru'), s.payInCash('ru')]);
    expect([first.status, second.status]).toEqual(['switched', 'busy']);
    expect(calls.filter((c) => c.url.endsWith(CREATE)).map((c) => c.body)).toEqual([
      { replacesOrderId: 10001, payment: 'cash', lang: 'ru' },
    ]);
    expect(s.load).toEqual({ status: 'ready', order: { orderId: 10001, status: 'new', payment: 'cash' } });
    expect(s.pending).toBeNull();
    expect(s.problem).toBeNull();
  });

  it("keeps the server's refusal, or its own words when the call fails", async () => {
    const refused = await opened({
      ...failed,
      [CREATE]: { json: { code: 0, message: 'Заказ уже готовится' } },
    });
    expect(await refused.status.payInCash('ru')).toEqual({ status: 'refused' });
    expect(refused.status.problem).toEqual({ action: 'payInCash', message: 'Заказ уже готовится' });
    expect(refused.status.load).toMatchObject({ order: { status: 'payment_failed' } });

    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = await opened({ ...failed, [CREATE]: { status: 500, json: { code: 0 } } });
    expect(await broken.status.payInCash('en')).toEqual({ status: 'failed' });
    expect(broken.status.problem).toEqual({ action: 'payInCash', message: '' });
    expect(broken.status.pending).toBeNull();
  });

  it('offers the phone when the backend has no createOrder to switch with', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { status: s } = await opened(failed);
    expect(await s.payInCash('ru')).toEqual({ status: 'unavailable' });
    expect(s.switchUnavailable).toBe(true);
    expect(s.problem).toBeNull();
  });

  it("gives the bank's new page to pay by card again, and stays busy while it opens", async () => {
    const { status: s, calls } = await opened({
      ...failed,
      [CREATE]: { json: { code: 1, message: '', orderId: 10001, paymentUrl: '/bank?order=10001' } },
    });
    expect(await s.retryCard('en')).toEqual({ status: 'bank', paymentUrl: '/bank?order=10001' });
    expect(calls.at(-1)?.body).toEqual({ replacesOrderId: 10001, payment: 'card', lang: 'en' });
    expect(s.pending).toBe('retryCard');
  });

  it('says why the card payment could not start again', async () => {
    const noPage = await opened({ ...failed, [CREATE]: { json: { code: 1, message: '', orderId: 10001 } } });
    expect(await noPage.status.retryCard('ru')).toEqual({ status: 'refused' });
    expect(noPage.status.problem).toEqual({ action: 'retryCard', message: '' });
    expect(noPage.status.pending).toBeNull();

    const refused = await opened({ ...failed, [CREATE]: { json: { code: 0, message: 'Банк недоступен' } } });
    expect(await refused.status.retryCard('ru')).toEqual({ status: 'refused' });
    expect(refused.status.problem).toEqual({ action: 'retryCard', message: 'Банк недоступен' });

    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = await opened({ ...failed, [CREATE]: { status: 500, json: { code: 0 } } });
    expect(await broken.status.retryCard('ru')).toEqual({ status: 'failed' });
    expect(broken.status.problem).toEqual({ action: 'retryCard', message: '' });
  });
});
