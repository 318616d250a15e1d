import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FEEDBACK,
  FEEDBACK_LIMITS,
  feedbackProblems,
  limitFeedbackField,
  type FeedbackDraft,
  type FeedbackField,
} from './feedback';

const filled: FeedbackDraft = {
  ...EMPTY_FEEDBACK,
  name: 'Ян',
  phone: '+7 (916) 123-',
  email: 'a@',
  message: 'ok',
};

describe('feedbackProblems (SPEC.md section 5)', () => {
  it('passes the shortest allowed values: name 2, phone 13, e-mail 2, message 2 characters', () => {
    expect(filled.phone).toHaveLength(13);
    expect(feedbackProblems(filled)).toEqual([]);
  });
  it('fails one character below each minimum', () => {
    expect(feedbackProblems({ ...filled, name: 'Я' })).toEqual(['name']);
    expect(feedbackProblems({ ...filled, phone: '+7 (916) 123' })).toEqual(['phone']);
    expect(feedbackProblems({ ...filled, email: 'a' })).toEqual(['email']);
    expect(feedbackProblems({ ...filled, message: 'o' })).toEqual(['message']);
  });
  it('lists every failing field of an empty form, in form order', () => {
    expect(feedbackProblems(EMPTY_FEEDBACK)).toEqual(['name', 'phone', 'email', 'message']);
  });
  it('does not count surrounding spaces', () => {
    expect(feedbackProblems({ ...filled, name: '  Я  ', message: ' \n ' })).toEqual(['name', 'message']);
  });
  it('leaves the last name, order number and cafe unchecked', () => {
    expect(
      feedbackProblems({ ...filled, lastName: '', orderNumber: '', cafeText: '', type: 'cafe' }),
    ).toEqual([]);
  });
});

describe('limitFeedbackField', () => {
  it('cuts the name at 100 and the message at 2000 characters', () => {
    expect(limitFeedbackField('name', 'а'.repeat(150))).toHaveLength(100);
    expect(limitFeedbackField('message', 'м'.repeat(2500))).toHaveLength(2000);
    expect(limitFeedbackField('message', 'м'.repeat(2000))).toHaveLength(2000);
  });
  it('keeps digits only in the cafe field', () => {
    expect(limitFeedbackField('cafeText', 'кафе 12a3')).toBe('123');
  });
  it('keeps HTML as plain text (it is never interpreted)', () => {
    expect(limitFeedbackField('message', '<script>x</script>')).toBe('<script>x</script>');
  });
  it('never exceeds a field limit', () => {
    const fields = Object.keys(FEEDBACK_LIMITS) as FeedbackField[];
    fc.assert(
      fc.property(fc.constantFrom(...fields), fc.string({ maxLength: 3000 }), (field, value) => {
        expect(limitFeedbackField(field, value).length).toBeLessThanOrEqual(FEEDBACK_LIMITS[field]);
      }),
    );
  });
});
