// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encodeForm } from '@/api/client';
import { decodeForm, parseBody } from './body';

describe('the mock reads both body encodings', () => {
  it('reads what the client sends as form fields back into the same shape, values as strings', () => {
    const order = {
      cart: [
        { id: 103, count: 2, choiceName: 'Овсяное молоко', choice: true },
        { id: 701, count: 1, choiceName: '', choice: false },
      ],
      customer: { name: 'Анна', phone: '+7 (999) 123-45-67' },
      address: null,
      payment: 'cash',
    };
    expect(decodeForm(encodeForm(order))).toEqual({
      cart: [
        { id: '103', count: '2', choiceName: 'Овсяное молоко', choice: '1' },
        { id: '701', count: '1', choiceName: '', choice: '0' },
      ],
      customer: { name: 'Анна', phone: '+7 (999) 123-45-67' },
      payment: 'cash',
    });
  });

  it('appends `name[]` fields to a list and keeps keys that are not 0..n-1 an object', () => {
    expect(decodeForm('tags[]=a&tags[]=b&m[1]=x&m[3]=y')).toEqual({
      tags: ['a', 'b'],
      m: { 1: 'x', 3: 'y' },
    });
  });

  it('parses JSON as JSON, anything else as form fields, no body as null', () => {
    expect(parseBody('{"promo":"SKIDKA10"}')).toEqual({ promo: 'SKIDKA10' });
    expect(parseBody('promo=SKIDKA10&lang=ru')).toEqual({ promo: 'SKIDKA10', lang: 'ru' });
    expect(parseBody('')).toBe('');
    expect(parseBody(undefined)).toBeNull();
  });
});
