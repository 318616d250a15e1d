import { describe, expect, it } from 'vitest';
import { createDb } from '../db';
import type { MockRequest } from '../types';
import { getContent } from './content';

const get = (type?: string): MockRequest => ({
  method: 'GET',
  path: '/api/getContent.php',
  query: type === undefined ? {} : { type },
  body: null,
});

describe('getContent', () => {
  it('serves the events, vacancies and press of the fixtures (at least three each, both languages)', () => {
    const db = createDb();
    for (const type of ['events', 'vacancies', 'press'] as const) {
      const answer = getContent(db, get(type));
      expect(answer.status ?? 200).toBe(200);
      const items = (answer.body as { items: { title_ru: string; title_en: string }[] }).items;
      expect(items.length).toBeGreaterThanOrEqual(3);
      for (const item of items) {
        expect(item.title_ru).toBeTruthy();
        expect(item.title_en).toBeTruthy();
      }
    }
  });

  it('has the promo article of the popup: event 4, podarok-k-kazhdomu-tortu', () => {
    const items = (getContent(createDb(), get('events')).body as { items: { id: number; alias: string }[] })
      .items;
    expect(items.find((e) => e.id === 4)?.alias).toBe('podarok-k-kazhdomu-tortu');
  });

  it('serves the delivery terms from the config', () => {
    const db = createDb();
    const body = getContent(db, get('delivery')).body as {
      item: { deliveryZones: unknown[]; freeDeliveryFrom: number; pickupDiscount: number };
    };
    expect(body.item.deliveryZones).toEqual(db.config.deliveryZones);
    expect(body.item.freeDeliveryFrom).toBe(db.config.freeDeliveryFrom);
    expect(body.item.pickupDiscount).toBe(db.config.pickupDiscount);
  });

  it('answers 400 for an unknown or missing type', () => {
    expect(getContent(createDb(), get('recipes')).status).toBe(400);
    expect(getContent(createDb(), get()).status).toBe(400);
  });
});
