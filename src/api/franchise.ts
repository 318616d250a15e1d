import type { ApiClient } from './client';
import { sendFeedback } from './feedback';

/** A franchise request in the shop's words; it travels as a feedback message. */
export type FranchiseRequest = {
  token: string;
  name: string;
  phone: string;
  email: string;
  city: string;
  /** The request text, already written out in the customer's language. */
  message: string;
};

/**
 * POST {api}/api/callBack.php with a franchise request. SPEC.md section 7: the answer body is only
 * logged; any answer counts as sent, a failed call throws an ApiError.
 */
export async function sendFranchiseRequest(client: ApiClient, request: FranchiseRequest): Promise<void> {
  const answer = await sendFeedback(client, {
    token: request.token,
    name: request.name.trim(),
    lastName: '',
    phone: request.phone,
    email: request.email.trim(),
    message: request.message,
    orderNumber: '',
    cafe: '',
  });
  console.info('callBack.php answered', answer);
}
