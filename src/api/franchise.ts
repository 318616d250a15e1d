import { unknown } from 'superstruct';
import type { ApiClient } from './client';

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

/** The feedback body of SPEC.md section 7 for a franchise request (no order number, no cafe). */
export function franchiseBody(request: FranchiseRequest) {
  return {
    token: request.token,
    name: request.name.trim(),
    last_name: '',
    phone: request.phone,
    email: request.email.trim(),
    message: request.message,
    otzivOrderNumber: '',
    otzivSelectCafe: '',
  };
}

/**
 * POST {api}/api/callBack.php with a franchise request. SPEC.md section 7: the answer body is only
 * logged; any answer counts as sent, a failed call throws an ApiError.
 */
export async function sendFranchiseRequest(client: ApiClient, request: FranchiseRequest): Promise<void> {
  const answer = await client.post('/api/callBack.php', franchiseBody(request), unknown(), { onApi: true });
  console.info('callBack.php answered', answer);
}

/** SPEC.md section 7: the English site sends a fixed literal token instead of the session one. */
export const ENGLISH_FEEDBACK_TOKEN = 'english-site';
