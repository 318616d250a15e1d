import type { MockDb } from '../db';
import { field, type MockAnswer, type MockRequest } from '../types';

/**
 * POST /api/callBack.php: keeps the message for the tab and answers code 1.
 * A minimal handler for the franchise request; the feedback feature owns the full one.
 */
export function callBack(db: MockDb, request: MockRequest): MockAnswer {
  const message = {
    token: field(request.body, 'token'),
    name: field(request.body, 'name'),
    last_name: field(request.body, 'last_name'),
    phone: field(request.body, 'phone'),
    email: field(request.body, 'email'),
    message: field(request.body, 'message'),
    otzivOrderNumber: field(request.body, 'otzivOrderNumber'),
    otzivSelectCafe: field(request.body, 'otzivSelectCafe'),
  };
  if (!message.name || !message.phone || !message.message) return { body: { code: 0, message: 'Заполните поля!' } };
  db.messages.push({ ...message, at: new Date().toISOString() });
  return { body: { code: 1, message: 'Ваше сообщение успешно отправлено!' } };
}
