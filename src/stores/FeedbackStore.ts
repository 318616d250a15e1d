import { makeAutoObservable, runInAction } from 'mobx';
import { enums, nullable, number, object, string } from 'superstruct';
import {
  EMPTY_FEEDBACK,
  FEEDBACK_CHECKED_FIELDS,
  FEEDBACK_EN_TOKEN,
  feedbackProblems,
  limitFeedbackField,
  type FeedbackCheckedField,
  type FeedbackDraft,
  type FeedbackField,
  type FeedbackType,
} from '@/domain/feedback';
import type { Cafe, Locale } from '@/domain/types';
import { draftIn, FormModel, marked, sent } from './form/FormModel';
import type { RootStore } from './RootStore';
import { SESSION_KEYS } from './storage';

const DraftSchema = object({
  type: enums(['delivery', 'cafe']),
  name: string(),
  lastName: string(),
  phone: string(),
  email: string(),
  message: string(),
  orderNumber: string(),
  cafeText: string(),
  cafeId: nullable(number()),
});

/** How a send ended; the form turns it into what the customer sees. */
type FeedbackOutcome =
  | { status: 'invalid'; fields: FeedbackCheckedField[] }
  | { status: 'busy' }
  | { status: 'sent' }
  | { status: 'failed' };

/**
 * The feedback form (SPEC.md sections 4, 5, 7): its draft survives closing the modal and reloading the tab
 * (session storage), so nothing typed is lost; a successful send clears it.
 */
export class FeedbackStore {
  readonly form: FormModel<FeedbackDraft, FeedbackCheckedField, true, 'failed'>;
  sent = false;
  cafeListOpen = false;

  constructor(private readonly root: RootStore) {
    this.form = new FormModel<FeedbackDraft, FeedbackCheckedField, true, 'failed'>({
      initial: EMPTY_FEEDBACK,
      validate: (draft) => marked(feedbackProblems(draft)),
      fields: FEEDBACK_CHECKED_FIELDS,
      failure: (error) => {
        console.error('Feedback could not be sent', error);
        return 'failed';
      },
      draft: draftIn(root.session, SESSION_KEYS.feedbackDraft, DraftSchema),
    });
    makeAutoObservable<FeedbackStore, 'root'>(this, { root: false, form: false }, { autoBind: true });
  }

  get draft(): FeedbackDraft {
    return this.form.values;
  }

  /** Fields marked after a failed check, in form order; a changed field is unmarked until the next send. */
  get invalid(): FeedbackCheckedField[] {
    return FEEDBACK_CHECKED_FIELDS.filter((field) => this.form.errors[field]);
  }

  get pending(): boolean {
    return this.form.sending;
  }

  /** Cafes of the pick list: every cafe but the cake-order desk. */
  get cafes(): Cafe[] {
    return this.root.catalogue.pickableCafes;
  }

  get pickedCafe(): Cafe | undefined {
    return this.draft.cafeId === null ? undefined : this.cafes.find((c) => c.id === this.draft.cafeId);
  }

  /** Sets a typed field, cut to its limit (the cafe field keeps digits only) and unmarks it. */
  setField(field: FeedbackField, value: string): void {
    this.form.set(field, limitFeedbackField(field, value));
    if (field === 'cafeText') this.form.set('cafeId', null);
  }

  setType(type: FeedbackType): void {
    this.form.set('type', type);
    if (type !== 'cafe') this.cafeListOpen = false;
  }

  /** A click on the cafe field opens the list, a second click closes it. */
  toggleCafeList(): void {
    this.cafeListOpen = !this.cafeListOpen;
  }

  closeCafeList(): void {
    this.cafeListOpen = false;
  }

  /** Picking a cafe fills the field with its name and closes the list. */
  pickCafe(cafe: Cafe, locale: Locale): void {
    this.form.set('cafeId', cafe.id);
    this.form.set('cafeText', locale === 'en' ? cafe.name.en || cafe.name.ru : cafe.name.ru);
    this.cafeListOpen = false;
  }

  /**
   * Checks the fields of SPEC.md section 5 and sends callBack.php: the Russian form with the session
   * token, the English one with the fixed token. The answer is only logged; a failure is only logged and keeps the draft.
   */
  async send(locale: Locale): Promise<FeedbackOutcome> {
    const outcome = await this.form.submit(async (d) => {
      const cafe = this.pickedCafe;
      // The call is only needed once the form is sent: kept out of the first page load.
      const { sendFeedback } = await import('@/api/feedback');
      const answer = await sendFeedback(this.root.api, {
        token: locale === 'en' ? FEEDBACK_EN_TOKEN : this.root.catalogue.token,
        name: d.name.trim(),
        lastName: d.lastName.trim(),
        phone: d.phone,
        email: d.email.trim(),
        message: d.message.trim(),
        orderNumber: d.type === 'delivery' ? d.orderNumber.trim() : '',
        cafe: d.type === 'cafe' ? (cafe ? cafe.name.ru : d.cafeText) : '',
      });
      console.info('callBack.php answered', answer);
      return sent(answer);
    });
    switch (outcome.status) {
      case 'invalid':
        return { status: 'invalid', fields: this.invalid };
      case 'sent':
        runInAction(() => {
          this.sent = true;
          this.form.reset();
        });
        return { status: 'sent' };
      case 'busy':
        return outcome;
      default:
        return { status: 'failed' };
    }
  }

  /** After the confirmation was seen (the modal closed), the next opening shows a fresh form. */
  acknowledgeSent(): void {
    this.sent = false;
    this.cafeListOpen = false;
  }
}

/** The feedback form's store, made when the form (a lazy part) first asks; its draft is restored from session storage then. */
