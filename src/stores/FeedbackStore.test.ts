// @vitest-environment jsdom
import { runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_EN_TOKEN } from '@/domain/feedback';
import { FeedbackStore } from './FeedbackStore';
import { storeWithMock } from '#tests/support/storeWithMock.ts';

let ctx: ReturnType<typeof storeWithMock>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  ctx?.done();
  vi.restoreAllMocks();
});

function fill() {
  const f = ctx.store.feature(FeedbackStore);
  f.setField('name', 'Анна');
  f.setField('phone', '+7 (916) 123-45-67');
  f.setField('email', 'anna@example.com');
  f.setField('message', 'Спасибо за «Медовик»!');
}

describe('FeedbackStore: the draft', () => {
  it('starts as an empty delivery feedback', () => {
    ctx = storeWithMock();
    expect(ctx.store.feature(FeedbackStore).draft).toMatchObject({
      type: 'delivery',
      name: '',
      message: '',
      cafeId: null,
    });
  });

  it('keeps what was typed for the tab (closing the modal or reloading loses nothing)', () => {
    ctx = storeWithMock();
    ctx.store.feature(FeedbackStore).setField('message', 'Очень вкусно');
    ctx.store.feature(FeedbackStore).setType('cafe');
    ctx.done();
    ctx = storeWithMock();
    expect(ctx.store.feature(FeedbackStore).draft).toMatchObject({ type: 'cafe', message: 'Очень вкусно' });
  });

  it('drops a garbled stored draft', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem('feedbackDraft', '{"type":"nope"}');
    ctx = storeWithMock();
    expect(ctx.store.feature(FeedbackStore).draft.type).toBe('delivery');
  });

  it('cuts the name at 100 and the message at 2000 characters', () => {
    ctx = storeWithMock();
    ctx.store.feature(FeedbackStore).setField('name', 'а'.repeat(101));
    ctx.store.feature(FeedbackStore).setField('message', 'б'.repeat(2001));
    expect(ctx.store.feature(FeedbackStore).draft.name).toHaveLength(100);
    expect(ctx.store.feature(FeedbackStore).draft.message).toHaveLength(2000);
  });

  it('the cafe field accepts digits only when typed, and typing forgets a picked cafe', async () => {
    ctx = storeWithMock();
    await ctx.store.catalogue.loadCafes();
    const cafe = ctx.store.feature(FeedbackStore).cafes[1]!;
    ctx.store.feature(FeedbackStore).pickCafe(cafe, 'ru');
    expect(ctx.store.feature(FeedbackStore).draft).toMatchObject({ cafeId: cafe.id, cafeText: cafe.name.ru });
    ctx.store.feature(FeedbackStore).setField('cafeText', 'кафе №3');
    expect(ctx.store.feature(FeedbackStore).draft).toMatchObject({ cafeId: null, cafeText: '3' });
  });
});

describe('FeedbackStore: the cafe list', () => {
  it("lists the cafes of getCafes.php without 'Торты на заказ'", async () => {
    ctx = storeWithMock();
    await ctx.store.catalogue.loadCafes();
    expect(ctx.store.catalogue.cafes.some((c) => c.name.ru === 'Торты на заказ')).toBe(true);
    expect(ctx.store.feature(FeedbackStore).cafes.length).toBe(ctx.store.catalogue.cafes.length - 1);
    expect(ctx.store.feature(FeedbackStore).cafes.some((c) => c.name.ru === 'Торты на заказ')).toBe(false);
  });

  it('opens on a click of the field, closes on a second click and when a cafe is picked', async () => {
    ctx = storeWithMock();
    await ctx.store.catalogue.loadCafes();
    const f = ctx.store.feature(FeedbackStore);
    f.toggleCafeList();
    expect(f.cafeListOpen).toBe(true);
    f.toggleCafeList();
    expect(f.cafeListOpen).toBe(false);
    f.toggleCafeList();
    f.pickCafe(f.cafes[0]!, 'en');
    expect(f.cafeListOpen).toBe(false);
    expect(f.draft.cafeText).toBe(f.cafes[0]!.name.en);
  });
});

describe('FeedbackStore.send (SPEC.md sections 5 and 7)', () => {
  it('sends nothing and marks the failing fields when a check fails', async () => {
    ctx = storeWithMock();
    ctx.store.feature(FeedbackStore).setField('name', 'А');
    const outcome = await ctx.store.feature(FeedbackStore).send('ru');
    expect(outcome).toEqual({ status: 'invalid', fields: ['name', 'phone', 'email', 'message'] });
    expect(ctx.store.feature(FeedbackStore).invalid).toEqual(['name', 'phone', 'email', 'message']);
    expect(ctx.sent('/api/callBack.php')).toHaveLength(0);
    ctx.store.feature(FeedbackStore).setField('name', 'Ан');
    expect(ctx.store.feature(FeedbackStore).invalid).toEqual(['phone', 'email', 'message']);
  });

  it('sends the Russian form with the session token and every field of the feedback message', async () => {
    ctx = storeWithMock();
    runInAction(() => (ctx.store.catalogue.token = 'session-token-from-menu'));
    fill();
    ctx.store.feature(FeedbackStore).setField('lastName', 'Смирнова');
    ctx.store.feature(FeedbackStore).setField('orderNumber', '1042');
    expect(await ctx.store.feature(FeedbackStore).send('ru')).toEqual({ status: 'sent' });
    expect(ctx.sent('/api/callBack.php')).toEqual([
      {
        token: 'session-token-from-menu',
        name: 'Анна',
        last_name: 'Смирнова',
        phone: '+7 (916) 123-45-67',
        email: 'anna@example.com',
        message: 'Спасибо за «Медовик»!',
        otzivOrderNumber: '1042',
        otzivSelectCafe: '',
      },
    ]);
    expect(ctx.db.messages).toHaveLength(1);
  });

  it('sends the picked cafe (its Russian name) and no order number for a cafe feedback', async () => {
    ctx = storeWithMock();
    await ctx.store.catalogue.loadCafes();
    fill();
    ctx.store.feature(FeedbackStore).setField('orderNumber', '1042');
    ctx.store.feature(FeedbackStore).setType('cafe');
    const cafe = ctx.store.feature(FeedbackStore).cafes[2]!;
    ctx.store.feature(FeedbackStore).pickCafe(cafe, 'en');
    await ctx.store.feature(FeedbackStore).send('ru');
    expect(ctx.sent('/api/callBack.php')[0]).toMatchObject({
      otzivOrderNumber: '',
      otzivSelectCafe: cafe.name.ru,
    });
  });

  it('sends digits typed into the cafe field as they are', async () => {
    ctx = storeWithMock();
    fill();
    ctx.store.feature(FeedbackStore).setType('cafe');
    ctx.store.feature(FeedbackStore).setField('cafeText', '5');
    await ctx.store.feature(FeedbackStore).send('ru');
    expect(ctx.sent('/api/callBack.php')[0]).toMatchObject({ otzivSelectCafe: '5' });
  });

  it('the English path sends the fixed token', async () => {
    ctx = storeWithMock();
    runInAction(() => (ctx.store.catalogue.token = 'session-token-from-menu'));
    fill();
    await ctx.store.feature(FeedbackStore).send('en');
    expect(ctx.sent('/api/callBack.php')[0]?.token).toBe(FEEDBACK_EN_TOKEN);
  });

  it('a success only logs the answer, shows the confirmation and clears the draft; closing the modal starts afresh', async () => {
    ctx = storeWithMock();
    fill();
    await ctx.store.feature(FeedbackStore).send('ru');
    expect(console.info).toHaveBeenCalledWith('callBack.php answered', expect.objectContaining({ code: 1 }));
    expect(ctx.store.feature(FeedbackStore).sent).toBe(true);
    expect(ctx.store.feature(FeedbackStore).draft.message).toBe('');
    expect(sessionStorage.getItem('feedbackDraft')).toBeNull();
    ctx.store.feature(FeedbackStore).acknowledgeSent();
    expect(ctx.store.feature(FeedbackStore).sent).toBe(false);
  });

  it('a failed send is only logged and keeps everything typed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    ctx = storeWithMock({ scenario: 'server-errors' });
    fill();
    expect(await ctx.store.feature(FeedbackStore).send('ru')).toEqual({ status: 'failed' });
    expect(error).toHaveBeenCalledWith('Feedback could not be sent', expect.anything());
    expect(ctx.store.feature(FeedbackStore).sent).toBe(false);
    expect(ctx.store.feature(FeedbackStore).pending).toBe(false);
    expect(ctx.store.feature(FeedbackStore).draft).toMatchObject({
      name: 'Анна',
      message: 'Спасибо за «Медовик»!',
    });
    expect(JSON.parse(sessionStorage.getItem('feedbackDraft') ?? '{}')).toMatchObject({ name: 'Анна' });
  });

  it('sends once on a double click', async () => {
    ctx = storeWithMock();
    fill();
    const outcomes = await Promise.all([
      ctx.store.feature(FeedbackStore).send('ru'),
      ctx.store.feature(FeedbackStore).send('ru'),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['busy', 'sent']);
    expect(ctx.sent('/api/callBack.php')).toHaveLength(1);
  });
});

describe('CatalogueStore.loadCafes', () => {
  it('logs a failure and keeps the cafes it had', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    ctx = storeWithMock({ scenario: 'server-errors' });
    await ctx.store.catalogue.loadCafes();
    expect(ctx.store.catalogue.cafesStatus).toBe('error');
    expect(ctx.store.catalogue.cafes).toEqual([]);
    expect(error).toHaveBeenCalled();
  });
});
