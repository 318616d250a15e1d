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
 * POST {api}/api/callBack.php (SPEC.md section 7), always as JSON. The answer is not interpreted (the
 * original only logs it): any 2xx is a sent message, whatever its body — JSON, text or nothing at all —
 * and the body is returned as it came for the caller to log. Reusable by any form that writes to the
 * shop (feedback, franchise).
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
  return client.postUnread('/api/callBack.php', body, { onApi: true });
}
