// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runInAction } from 'mobx';
import { makeLine } from '#tests/support/cartFixtures.ts';
import { ordersOf } from '@mock/handlers/order';
import { HandOrderStore } from './HandOrderStore';
import { OperatorOrderStore } from './OperatorOrderStore';
import { storeWithMock } from '#tests/support/storeWithMock.ts';

let ctx: ReturnType<typeof storeWithMock>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  ctx?.done();
  vi.restoreAllMocks();
});

// A fixed clock: Monday 10:00 in Moscow, so tomorrow 12:00–13:00 is always open.
const now = () => new Date('2026-11-23T07:00:00Z');

async function withMenu() {
  ctx = storeWithMock();
  await ctx.store.catalogue.loadMenu('/udc_adminpanel');
  return ctx.store;
}

function fill(order: OperatorOrderStore | HandOrderStore, delivery: 'pickup' | 'dostavka' = 'pickup') {
  const { form } = order;
  form.setContact({ name: 'Анна', phone: '+7 (916) 123-45-67', email: '' });
  if (delivery === 'pickup') {
    if (order instanceof OperatorOrderStore) order.setDelivery('pickup');
    else form.setDelivery('pickup');
    form.setCafe(ctx.store.catalogue.pickableCafes[0]!.id);
  }
  form.setSlot({ date: '2026-11-24', time: '12:00–13:00' });
}

describe('OperatorOrderStore', () => {
  it('refuses an empty cart and the missing fields before sending anything', async () => {
    const root = await withMenu();
    const order = new OperatorOrderStore(root, now);
    order.open('bm');
    expect(await order.place('ru')).toEqual({ status: 'invalid' });
    expect(order.form.extraErrors.cart).toBe('emptyCart');
    expect(order.form.errors).toMatchObject({
      address: 'required',
      date: 'required',
      name: 'required',
      phone: 'required',
    });
    // Operators may leave the e-mail empty.
    expect(order.form.errors.email).toBeUndefined();
    expect(ctx.sent('/api/main_pages/createOrder.php')).toHaveLength(0);
  });

  it('places the order with its brand and lines, keeps the result and clears the form; the customer cart is untouched', async () => {
    const root = await withMenu();
    const order = new OperatorOrderStore(root, now);
    order.open('cg');
    order.cart.add(makeLine({ minimum: 2, multiplicity: 2 }), 3);
    expect(order.cart.lines[0]!.count).toBe(4);
    fill(order);
    const outcome = await order.place('en');
    expect(outcome.status).toBe('placed');
    const [sent] = ctx.sent('/api/main_pages/createOrder.php');
    expect(sent).toMatchObject({
      brand: 'cg',
      lang: 'en',
      typeDelivery: 'pickup',
      payment: 'cash',
      presents: [],
      promo: '',
      total: 2000,
    });
    expect(ordersOf(ctx.db)[0]).toMatchObject({ brand: 'cg' });
    expect(order.lastOrder).toMatchObject({
      orderId: ordersOf(ctx.db)[0]!.orderId,
      total: 2000,
      customerName: 'Анна',
    });
    expect(order.cart.lines).toEqual([]);
    expect(order.form.values.contact.name).toBe('');
    expect(root.cart.lines).toEqual([]);
  });

  it('sends one order for two quick calls', async () => {
    const root = await withMenu();
    const order = new OperatorOrderStore(root, now);
    order.open('udc');
    order.cart.add(makeLine(), 1);
    fill(order);
    const [first, second] = await Promise.all([order.place('ru'), order.place('ru')]);
    expect(first.status).toBe('placed');
    expect(second).toEqual({ status: 'busy' });
    expect(ordersOf(ctx.db)).toHaveLength(1);
  });

  it('keeps everything when the server refuses, and says so', async () => {
    const root = await withMenu();
    const order = new OperatorOrderStore(root, now);
    order.open('cs');
    order.cart.add(makeLine(), 1);
    fill(order);
    ctx.db.cafes = [];
    expect(await order.place('ru')).toEqual({ status: 'refused', message: 'Выберите кафе для самовывоза' });
    expect(order.form.problem).toEqual({ kind: 'refused', message: 'Выберите кафе для самовывоза' });
    expect(order.cart.lines).toHaveLength(1);
    expect(order.form.values.contact.name).toBe('Анна');
    expect(order.lastOrder).toBeNull();
  });

  it('takes the delivery price and the pickup discount from getCart', async () => {
    const root = await withMenu();
    const order = new OperatorOrderStore(root, now);
    order.open('udc');
    order.cart.add(makeLine({ price: 1000 }), 1);
    await order.cart.loadPrices();
    expect(order.cart.totals).toMatchObject({ sum: 1000, deliveryPrice: 350, total: 1350 });
    order.setDelivery('pickup');
    await order.cart.loadPrices();
    expect(order.cart.totals).toMatchObject({ pickupDiscount: 100, deliveryPrice: 0, total: 900 });
    order.close();
  });

  it('reads the lead time of cakes to order from the menu', async () => {
    const root = await withMenu();
    const order = new OperatorOrderStore(root, now);
    order.open('udc');
    expect(order.leadTimeDays).toBe(0);
    const cake = root.catalogue.categories.find((c) => c.id === 1184)!.products.find((p) => p.id !== 1185)!;
    order.cart.add(makeLine({ id: cake.id, parent: 1184 }), 1);
    expect(order.leadTimeDays).toBe(cake.leadTimeDays ?? 1);
    order.close();
  });
});

describe('HandOrderStore', () => {
  it('checks the free text and sends it with no lines, as cash with a total of 0', async () => {
    const root = await withMenu();
    const order = new HandOrderStore(root, now);
    fill(order);
    expect(await order.place('ru')).toEqual({ status: 'invalid' });
    expect(order.form.extraErrors.text).toBe('required');
    order.setText('Торт на 20 человек');
    expect(order.form.extraErrors.text).toBeUndefined();
    const outcome = await order.place('ru');
    expect(outcome.status).toBe('placed');
    expect(ctx.sent('/api/main_pages/createOrder.php')[0]).toMatchObject({
      cart: [],
      freeText: 'Торт на 20 человек',
      payment: 'cash',
      total: 0,
    });
    runInAction(() => order.next());
    expect(order.text).toBe('');
    expect(order.form.placed).toBeNull();
  });

  it("follows the shop's slot rules: today only after the same-day lead", async () => {
    const root = await withMenu();
    const order = new HandOrderStore(root, now);
    order.open('Торт на 20 человек');
    fill(order, 'dostavka');
    order.form.setAddress({
      value: 'Москва, ул. Тверская, д. 7',
      lat: 55.758,
      lon: 37.611,
      inZone: true,
      flat: '',
      entrance: '',
      floor: '',
      intercom: '',
    });
    order.form.setSlot({ date: '2026-11-23', time: '10:00–11:00' });
    expect(await order.place('ru')).toEqual({ status: 'invalid' });
    expect(order.form.errors.time).toBe('slotGone');
    order.form.setSlot({ date: '2026-11-23', time: '12:00–13:00' });
    expect((await order.place('ru')).status).toBe('placed');
  });
});
