// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { boolean, object, string, type } from 'superstruct';
import { SafeStorage } from '../storage';
import { draftIn, FormModel, marked, refused, sent, type DraftOptions } from './FormModel';

type Values = { name: string; phone: string; agree: boolean };
type Field = 'name' | 'phone' | 'agree';
const EMPTY: Values = { name: '', phone: '', agree: false };
const FIELDS: readonly Field[] = ['name', 'phone', 'agree'];
const rules = (v: Values) => ({
  ...(v.name.trim().length < 2 ? { name: 'tooShort' } : {}),
  ...(v.phone ? {} : { phone: 'required' }),
  ...(v.agree ? {} : { agree: 'consent' }),
});

/** A Storage in memory, as session storage is in a tab. */
function memory() {
  const map = new Map<string, string>();
  const backend = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  } as Storage;
  return { map, storage: new SafeStorage(() => backend) };
}
const SCHEMA = object({ name: string(), phone: string(), agree: boolean() });

function model(extra: { draft?: DraftOptions; failure?: (e: unknown) => string } = {}) {
  return new FormModel<Values, Field, string, string>({
    initial: EMPTY,
    validate: rules,
    fields: FIELDS,
    ...extra,
  });
}
const filled = (f: ReturnType<typeof model>) => {
  f.set('name', 'Анна');
  f.set('phone', '+7 (916) 123-45-67');
  f.set('agree', true);
};

describe('FormModel: values and messages', () => {
  it('starts with the initial values, no messages and nothing submitted', () => {
    const f = model();
    expect(f.values).toEqual(EMPTY);
    expect(f.errors).toEqual({});
    expect(f.submitted).toBe(false);
    expect(f.invalid).toBe(false);
  });

  it('shows no message while the customer types, before the first submit', () => {
    const f = model();
    f.set('name', 'А');
    expect(f.errors).toEqual({});
  });

  it('a submit marks every failing field and names the first one in the order of the page', async () => {
    const f = model();
    f.set('name', 'Анна');
    const send = vi.fn();
    expect(await f.submit(send)).toEqual({ status: 'invalid', first: 'phone' });
    expect(f.submitted).toBe(true);
    expect(f.errors).toEqual({ phone: 'required', agree: 'consent' });
    expect(f.firstInvalid).toBe('phone');
    expect(send).not.toHaveBeenCalled();
  });

  it('a changed field loses its message until the next submit; the others keep theirs', async () => {
    const f = model();
    await f.submit(vi.fn());
    f.set('name', 'А');
    expect(f.errors).toEqual({ phone: 'required', agree: 'consent' });
    f.clear('phone', 'agree');
    expect(f.invalid).toBe(false);
    expect(f.check()).toBe(false);
    expect(f.errors).toEqual({ name: 'tooShort', phone: 'required', agree: 'consent' });
  });
});

describe('marked', () => {
  it('turns the failing fields a rule lists into marks', () => {
    expect(marked(['name', 'phone'])).toEqual({ name: true, phone: true });
    expect(marked([])).toEqual({});
  });
});

describe('FormModel: sending', () => {
  it('sends the values once they pass and gives the answer back', async () => {
    const f = model();
    filled(f);
    const outcome = await f.submit(async (v) => sent(`ok ${v.name}`));
    expect(outcome).toEqual({ status: 'sent', value: 'ok Анна' });
    expect(f.sending).toBe(false);
    expect(f.problem).toBeNull();
  });

  it('one send at a time: a second submit while one is on its way is busy and sends nothing', async () => {
    const f = model();
    filled(f);
    let answer!: (v: ReturnType<typeof sent<number>>) => void;
    const send = vi.fn(() => new Promise<ReturnType<typeof sent<number>>>((r) => (answer = r)));
    const first = f.submit(send);
    expect(f.sending).toBe(true);
    expect(await f.submit(send)).toEqual({ status: 'busy' });
    answer(sent(1));
    expect(await first).toEqual({ status: 'sent', value: 1 });
    expect(send).toHaveBeenCalledTimes(1);
    expect(f.sending).toBe(false);
  });

  it('a refusal is kept as the problem, every value stays; the next submit clears it', async () => {
    const f = model();
    filled(f);
    expect(await f.submit(async () => refused('Магазин закрыт'))).toEqual({
      status: 'problem',
      problem: 'Магазин закрыт',
    });
    expect(f.problem).toBe('Магазин закрыт');
    expect(f.values).toEqual({ name: 'Анна', phone: '+7 (916) 123-45-67', agree: true });
    const pending = f.submit(async () => sent(true));
    expect(f.problem).toBeNull();
    await pending;
  });

  it('a thrown send becomes the problem the form was given for it, the values stay', async () => {
    const f = model({ failure: (e) => `failed: ${(e as Error).message}` });
    filled(f);
    const outcome = await f.submit(async () => {
      throw new Error('network');
    });
    expect(outcome).toEqual({ status: 'problem', problem: 'failed: network' });
    expect(f.problem).toBe('failed: network');
    expect(f.sending).toBe(false);
    expect(f.values.name).toBe('Анна');
  });

  it('without a failure mapping a thrown send is thrown on (and sending ends)', async () => {
    const f = model();
    filled(f);
    await expect(
      f.submit(async () => {
        throw new Error('bug');
      }),
    ).rejects.toThrow('bug');
    expect(f.sending).toBe(false);
  });

  it('reset gives a fresh form: initial or given values, no messages, no problem', async () => {
    const f = model();
    await f.submit(vi.fn());
    f.setProblem('x');
    f.reset();
    expect(f.values).toEqual(EMPTY);
    expect(f.errors).toEqual({});
    expect(f.submitted).toBe(false);
    expect(f.problem).toBeNull();
    f.reset({ ...EMPTY, name: 'Иван' });
    expect(f.values.name).toBe('Иван');
  });
});

describe('FormModel: the draft', () => {
  it('keeps every change under its session key and reads it back in the next form', () => {
    const { map, storage } = memory();
    const draft = draftIn(storage, 'feedbackDraft', SCHEMA);
    model({ draft }).set('name', 'Анна');
    expect(JSON.parse(map.get('feedbackDraft')!)).toEqual({ ...EMPTY, name: 'Анна' });
    expect(model({ draft }).values).toEqual({ ...EMPTY, name: 'Анна' });
  });

  it('drops a stored draft of the wrong shape and starts empty', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { map, storage } = memory();
    map.set('feedbackDraft', '{"name":1}');
    expect(model({ draft: draftIn(storage, 'feedbackDraft', SCHEMA) }).values).toEqual(EMPTY);
    expect(map.has('feedbackDraft')).toBe(false);
    vi.restoreAllMocks();
  });

  it('takes only the keys the form has from a stored draft', () => {
    const { map, storage } = memory();
    map.set('feedbackDraft', JSON.stringify({ ...EMPTY, phone: '+7', extra: 'x' }));
    const loose = type({ name: string(), phone: string(), agree: boolean() });
    const f = model({ draft: draftIn(storage, 'feedbackDraft', loose) });
    expect(f.values).toEqual({ ...EMPTY, phone: '+7' });
  });

  it('keeps nothing more once disposed (the page went), and the stored draft stays for the next form', () => {
    const { map, storage } = memory();
    const f = model({ draft: draftIn(storage, 'feedbackDraft', SCHEMA) });
    f.set('name', 'Анна');
    f.dispose();
    f.set('name', 'Борис');
    expect(JSON.parse(map.get('feedbackDraft')!)).toEqual({ ...EMPTY, name: 'Анна' });
  });

  it('reset and dropDraft forget the draft', () => {
    const { map, storage } = memory();
    const f = model({ draft: draftIn(storage, 'checkoutDraft', SCHEMA) });
    f.set('name', 'Анна');
    f.dropDraft();
    expect(map.has('checkoutDraft')).toBe(false);
    f.set('name', 'Анна');
    f.reset();
    expect(map.has('checkoutDraft')).toBe(false);
  });
});
