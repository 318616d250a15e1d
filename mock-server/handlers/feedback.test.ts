import { describe, expect, it } from 'vitest';
import { createDb } from '../db';
import { callBack } from './feedback';

const message = {
  token: 'abc',
  name: 'Анна',
  last_name: '',
  phone: '+7 (916) 123-45-67',
  email: 'anna@example.com',
  message: 'Спасибо за торт!',
  otzivOrderNumber: '1042',
  otzivSelectCafe: '',
};

describe('mock callBack.php', () => {
  it('keeps the message with every field of SPEC.md section 3 and answers code 1', () => {
    const db = createDb();
    const answer = callBack(db, { method: 'POST', path: '/api/callBack.php', query: {}, body: message });
    expect(answer.body).toMatchObject({ code: 1 });
    expect(db.messages).toHaveLength(1);
    expect(db.messages[0]).toMatchObject(message);
  });

  it('answers code 0 and keeps nothing when the name, phone or message is missing', () => {
    const db = createDb();
    for (const key of ['name', 'phone', 'message'] as const) {
      expect(
        callBack(db, {
          method: 'POST',
          path: '/api/callBack.php',
          query: {},
          body: { ...message, [key]: ' ' },
        }).body,
      ).toMatchObject({ code: 0 });
    }
    expect(db.messages).toHaveLength(0);
  });
});
