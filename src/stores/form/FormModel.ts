import { makeAutoObservable, runInAction } from 'mobx';
import { is, type Struct } from 'superstruct';
import { persistProperty } from '../persist';
import { jsonCodec, type SafeStorage } from '../storage';

/** A field's problem, by field; a field with no problem has no key. */
export type Problems<F extends string, P> = Partial<Record<F, P>>;

/** What a send gives back: the answer, or a problem the form keeps on screen (every value stays). */
export type SendResult<R, Q> = { ok: true; value: R } | { ok: false; problem: Q };

/** How a submit ended; the view decides what to focus, show or where to go. */
export type SubmitOutcome<F extends string, R, Q> =
  | { status: 'invalid'; first: F }
  | { status: 'busy' }
  | { status: 'sent'; value: R }
  | { status: 'problem'; problem: Q };

/** The values kept for the tab under a SPEC session key, checked when read back (a bad one is dropped). */
export type DraftOptions = { storage: SafeStorage; key: string; fits: (kept: unknown) => boolean };

/** A draft kept in `storage` under `key`, read back only when it matches `schema`. */
export function draftIn<D extends object>(
  storage: SafeStorage,
  key: string,
  schema: Struct<D, unknown>,
): DraftOptions {
  return { storage, key, fits: (kept) => is(kept, schema) };
}

export type FormOptions<V extends object, F extends string, P, Q> = {
  initial: V;
  /** The form's rules: a pure function of src/domain (the caller may close over the rules of the moment). */
  validate: (values: V) => Problems<F, P>;
  /** Every field with a message, in the order of the page: the first invalid one is the one to focus. */
  fields: readonly F[];
  /** Turns a thrown send into a problem; without it the error is thrown on. */
  failure?: (error: unknown) => Q;
  draft?: DraftOptions;
};

/** The problems of a rule that lists its failing fields: each is marked. */
export const marked = <F extends string>(fields: readonly F[]): Problems<F, true> =>
  Object.fromEntries(fields.map((field) => [field, true])) as Problems<F, true>;

/** A send that has an answer. */
export const sent = <R>(value: R): SendResult<R, never> => ({ ok: true, value });
/** A send refused or failed: the problem is kept, and every value with it. */
export const refused = <Q>(problem: Q): SendResult<never, Q> => ({ ok: false, problem });

/**
 * The one form model of the storefront (docs/architecture.md, "Forms"): the values, each field's problem from
 * a pure domain validator, shown from the first submit on; a changed field loses its message until the next
 * submit; one send at a time (`sending`), its `problem` kept on screen with every value; and, when asked, a
 * draft of the values for the tab.
 */
export class FormModel<V extends object, F extends string, P = string, Q = never> {
  values: V;
  errors: Problems<F, P> = {};
  /** A submit was tried: from now on the messages show. */
  submitted = false;
  sending = false;
  problem: Q | null = null;
  private stopDraft: () => void = () => {};

  constructor(private readonly options: FormOptions<V, F, P, Q>) {
    this.values = { ...options.initial };
    makeAutoObservable<FormModel<V, F, P, Q>, 'options' | 'stopDraft'>(
      this,
      { options: false, stopDraft: false },
      { autoBind: true },
    );
    const draft = options.draft;
    if (draft) {
      // Kept like every other persisted property (persist.ts): read back now, written on every change; the
      // initial values are no draft (the key goes), and a stored key the form has no field for is left behind.
      const initial = JSON.stringify(options.initial);
      const codec = jsonCodec<V>(
        (kept) => (draft.fits(kept) ? this.withKnown(kept as Partial<V>) : undefined),
        (values) => JSON.stringify(values) === initial,
      );
      this.stopDraft = persistProperty(this, 'values', draft.key, draft.storage, codec);
    }
  }

  /** Stops keeping the draft (the form's page unmounts; the stored draft stays for the next form). */
  dispose(): void {
    this.stopDraft();
  }

  /** The values a fresh form starts with. */
  get initialValues(): V {
    return this.options.initial;
  }

  /** Whether a message shows. */
  get invalid(): boolean {
    return this.options.fields.some((field) => this.errors[field] !== undefined);
  }

  /** The first field with a message, in the page's order. */
  get firstInvalid(): F | undefined {
    return this.options.fields.find((field) => this.errors[field] !== undefined);
  }

  /** Sets one value; the field of the same name loses its message. */
  set<K extends keyof V>(key: K, value: V[K]): void {
    this.values[key] = value;
    this.clear(key as unknown as F);
  }

  /** Takes the messages of these fields away (a value made of parts says which parts changed). */
  clear(...fields: F[]): void {
    for (const field of fields) delete this.errors[field];
  }

  /** Checks the values: the messages show; true when nothing stops a send. */
  check(): boolean {
    this.submitted = true;
    this.errors = this.options.validate(this.values);
    return !this.invalid;
  }

  /**
   * Checks the values and, when they pass, sends them once: a submit while a send is on its way is `busy`
   * (a double click sends once). A refusal or a failure is kept as `problem`; the values never change here.
   */
  async submit<R>(send: (values: V) => Promise<SendResult<R, Q>>): Promise<SubmitOutcome<F, R, Q>> {
    if (this.sending) return { status: 'busy' };
    if (!this.check()) return { status: 'invalid', first: this.firstInvalid as F };
    this.sending = true;
    this.problem = null;
    try {
      const result = await send(this.values);
      if (result.ok) return { status: 'sent', value: result.value };
      this.setProblem(result.problem);
      return { status: 'problem', problem: result.problem };
    } catch (error) {
      if (!this.options.failure) throw error;
      const problem = this.options.failure(error);
      this.setProblem(problem);
      return { status: 'problem', problem };
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  setProblem(problem: Q | null): void {
    this.problem = problem;
  }

  /** A fresh form (for the next order, after a send): the given values or the initial ones; the draft goes. */
  reset(values: V = this.options.initial): void {
    this.values = { ...values };
    this.errors = {};
    this.submitted = false;
    this.problem = null;
    this.dropDraft();
  }

  /** Forgets the kept draft (the values stay on screen; the next change is kept again). */
  dropDraft(): void {
    const draft = this.options.draft;
    if (draft) draft.storage.remove(draft.key);
  }

  /** The initial values with the kept ones this form knows. */
  private withKnown(kept: Partial<V>): V {
    const known = (Object.keys(this.options.initial) as (keyof V)[]).filter((key) => key in kept);
    return { ...this.options.initial, ...Object.fromEntries(known.map((key) => [key, kept[key]])) };
  }
}
