// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub } from '#tests/support/fetchStub.ts';
import { readConfig } from '@/config/env';
import { EMPTY_ADDRESS } from '@/domain/order';
import { OrderFormStore } from './OrderFormStore';
import { AddressStore } from './AddressStore';
import { RootStore } from './RootStore';
import { SafeStorage } from './storage';

const memory = () => new SafeStorage(() => undefined);
const REQUEST = {
  lines: [],
  presents: [],
  promo: '',
  total: 0,
  lang: 'ru' as const,
  freeText: 'Торт «Медовик» на 2 кг',
};

afterEach(() => vi.restoreAllMocks());

/** The shop's clock at 09:00 on 23 November 2026, and a pickup order for the next day that passes every rule. */
const now = () => new Date('2026-11-23T06:00:00Z');
const RULES = () => ({ requireEmail: false, cafeIds: [1], leadTimeDays: 0 });

describe('OrderFormStore against a backend without createOrder (DECISIONS.md section 6)', () => {
  it('says the call is unavailable (the form offers the phone) and keeps every value', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = fetchStub();
    const form = new OrderFormStore(
      new RootStore({ api: client, config: readConfig({}), local: memory(), session: memory() }),
      { rules: RULES, initial: { payment: 'cash' }, now },
    );
    form.setContact({ name: 'Мария', phone: '+7 (926) 555-12-34', email: '' });
    form.setDelivery('pickup');
    form.setCafe(1);
    form.setSlot({ date: '2026-11-24', time: '12:00–13:00' });
    const outcome = await form.place(() => ({ ...form.requestBase(), ...REQUEST }));
    expect(outcome).toEqual({ status: 'unavailable' });
    expect(form.problem).toEqual({ kind: 'unavailable' });
    expect(form.values.contact.name).toBe('Мария');
    expect(form.sending).toBe(false);
  });

  it('sends a typed address without a point once suggestions stopped, and none while they still work', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = fetchStub();
    const root = new RootStore({ api: client, config: readConfig({}), local: memory(), session: memory() });
    const form = new OrderFormStore(root, { rules: RULES });
    form.setAddress({ ...EMPTY_ADDRESS, value: ' Тверская улица, 7 ', flat: '12' });
    expect(form.orderAddress).toBeUndefined();
    await root.feature(AddressStore).suggest('Тверская', 'ru');
    expect(form.orderAddress).toEqual({ value: 'Тверская улица, 7', flat: '12' });
  });
});
