import { unknown } from 'superstruct';
import type { ApiClient } from './client';

/** A feedback message in the shop's words (SPEC.md section 3, "Feedback message"). */
export type FeedbackPayload = {
  token: string;
  name: string;
  lastName: string;
  phone: string;
  email: string;
  message: string;
  orderNumber: string;
  cafe: string;
};

/**
 * POST {api}/api/callBack.php (SPEC.md section 7). The answer is not interpreted (the original only
 * logs it): it is returned as it came. Reusable by any form that writes to the shop (feedback, franchise).
 */
export async function sendFeedback(client: ApiClient, payload: FeedbackPayload): Promise<unknown> {
  const body = {
    token: payload.token,
    name: payload.name,
    last_name: payload.lastName,
    phone: payload.phone,
    email: payload.email,
    message: payload.message,
    otzivOrderNumber: payload.orderNumber,
    otzivSelectCafe: payload.cafe,
  };
  return client.post('/api/callBack.php', body, unknown(), { onApi: true });
}
