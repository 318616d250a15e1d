import { describe, expect, it } from 'vitest';
import { createDb } from '../db';
import { callBack } from './feedback';

const post = (body: unknown) => ({ method: 'POST' as const, path: '/api/callBack.php', query: {}, body });
const full = { token: 't', name: 'Анна', last_name: '', phone: '+7 (999) 123-45-67', email: 'a@b.ru', message: 'Франшиза в Казани', otzivOrderNumber: '', otzivSelectCafe: '' };

describe('callBack', () => {
  it('keeps the message and answers code 1 with the success text', () => {
    const db = createDb();
    const answer = callBack(db, post(full));
    expect(answer.body).toEqual({ code: 1, message: 'Ваше сообщение успешно отправлено!' });
    expect(db.messages).toHaveLength(1);
    expect(db.messages[0]).toMatchObject({ name: 'Анна', message: 'Франшиза в Казани' });
  });

  it('answers code 0 and keeps nothing when required fields are missing', () => {
    const db = createDb();
    expect(callBack(db, post({ ...full, phone: '' })).body).toMatchObject({ code: 0 });
    expect(callBack(db, post(null)).body).toMatchObject({ code: 0 });
    expect(db.messages).toHaveLength(0);
  });
});
