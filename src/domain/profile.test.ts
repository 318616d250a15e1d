// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { greetingName, nameInitial } from './profile';

const who = (fullname: string, email = 'demo@example.com', user = 'demo@example.com') => ({
  fullname,
  email,
  user,
});

describe('the header greets the logged-in customer', () => {
  it('by the first word of the full name and its initial', () => {
    expect(greetingName(who('Анна Смирнова'))).toBe('Анна');
    expect(nameInitial(who('  анна  Смирнова '))).toBe('А');
    expect(nameInitial(who('Émile Zola'))).toBe('É');
  });
  it('by the login before "@" when there is no name, and with nothing at all gives no initial', () => {
    expect(greetingName(who(''))).toBe('demo');
    expect(nameInitial(who(' ', 'anna@example.com'))).toBe('A');
    expect(nameInitial(who('', '', ''))).toBe('');
  });
});
