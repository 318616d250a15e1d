import { describe, expect, it } from 'vitest';
import { franchiseErrors, franchiseMessage } from './franchise';

const valid = { name: 'Иван', phone: '+7 (916) 123-45-67', email: 'ivan@example.com', city: 'Тула' };

describe('franchiseErrors', () => {
  it('passes a complete request', () => {
    expect(franchiseErrors(valid)).toEqual([]);
  });

  it('names every missing or malformed field in form order', () => {
    expect(franchiseErrors({ name: ' И ', phone: '+7 (916) 123', email: 'ivan@', city: 'Т' })).toEqual([
      'name',
      'phone',
      'email',
      'city',
    ]);
  });
});

describe('franchiseMessage', () => {
  it('starts with the city and adds the note when there is one', () => {
    expect(franchiseMessage(' Тула ', '')).toBe('Франшиза. Город: Тула.');
    expect(franchiseMessage('Тула', ' Помещение 80 м² ')).toBe('Франшиза. Город: Тула. Помещение 80 м²');
  });
});
