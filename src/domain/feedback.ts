/** The feedback form's rules (SPEC.md sections 4 and 5): pure, no storage, no fetch. */

/** Feedback about a delivery (with its order number, the default) or about a cafe (with the cafe). */
export type FeedbackType = 'delivery' | 'cafe';

export type FeedbackDraft = {
  type: FeedbackType;
  name: string;
  lastName: string;
  phone: string;
  email: string;
  message: string;
  orderNumber: string;
  /** What the cafe field shows: the picked cafe's name, or digits typed into it. */
  cafeText: string;
  /** The cafe picked from the list, if any. */
  cafeId: number | null;
};

export const EMPTY_FEEDBACK: FeedbackDraft = {
  type: 'delivery',
  name: '',
  lastName: '',
  phone: '',
  email: '',
  message: '',
  orderNumber: '',
  cafeText: '',
  cafeId: null,
};

/** Longest values the form accepts; longer input is cut at the field. */
export const FEEDBACK_LIMITS = {
  name: 100,
  lastName: 100,
  phone: 18,
  email: 254,
  message: 2000,
  orderNumber: 20,
  cafeText: 100,
} as const;

/** SPEC.md section 5: the checked fields and their minimum lengths (last name, order number and cafe are unchecked). */
const FEEDBACK_MIN_LENGTHS = { name: 2, phone: 13, email: 2, message: 2 } as const;
export type FeedbackCheckedField = keyof typeof FEEDBACK_MIN_LENGTHS;
export type FeedbackField = Exclude<keyof FeedbackDraft, 'type' | 'cafeId'>;
/** The checked fields, in form order. */
export const FEEDBACK_CHECKED_FIELDS = Object.keys(FEEDBACK_MIN_LENGTHS) as FeedbackCheckedField[];

/** The fields that fail SPEC.md section 5's checks, in form order. */
export function feedbackProblems(draft: FeedbackDraft): FeedbackCheckedField[] {
  return FEEDBACK_CHECKED_FIELDS.filter((field) => draft[field].trim().length < FEEDBACK_MIN_LENGTHS[field]);
}

/** Keeps a typed value within its field's limit. */
export function limitFeedbackField(field: FeedbackField, value: string): string {
  const limited = value.slice(0, FEEDBACK_LIMITS[field]);
  // SPEC.md section 5: the cafe field accepts digits only when typed.
  return field === 'cafeText' ? limited.replace(/\D/g, '') : limited;
}

/** The token the English form sends instead of the session token (SPEC.md section 7). */
export const FEEDBACK_EN_TOKEN = 'english-site-feedback';
