import type { MockDb } from '../db';
import { field, type MockAnswer, type MockRequest } from '../types';

const FIELDS = [
  'token',
  'name',
  'last_name',
  'phone',
  'email',
  'message',
  'otzivOrderNumber',
  'otzivSelectCafe',
] as const;

/**
 * POST /api/callBack.php: keeps the message in the mock database (QA can read `db.messages`).
 * Answers code 1, or code 0 when name, phone or message is missing.
 */
export function callBack(db: MockDb, request: MockRequest): MockAnswer {
  const message = Object.fromEntries(FIELDS.map((key) => [key, field(request.body, key)]));
  if (!message.name?.trim() || !message.phone?.trim() || !message.message?.trim()) {
    return { body: { code: 0, message: 'Не заполнены обязательные поля' } };
  }
  db.messages.push({ ...message, receivedAt: new Date().toISOString() });
  return { body: { code: 1, message: 'Сообщение принято', id: db.messages.length } };
}
