import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneField } from './PhoneField';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneField label="Телефон" value={value} onChange={setValue} testId="phone" />
      <output data-testid="value">{value}</output>
    </>
  );
}

async function typeInto(text: string) {
  const user = userEvent.setup();
  render(<Harness />);
  await user.type(screen.getByTestId('phone'), text);
  return screen.getByTestId('phone') as HTMLInputElement;
}

async function pasteInto(text: string, initial = '') {
  const user = userEvent.setup();
  render(<Harness initial={initial} />);
  const input = screen.getByTestId('phone') as HTMLInputElement;
  await user.click(input);
  if (initial) await user.keyboard('{Control>}a{/Control}');
  await user.paste(text);
  return input;
}

describe('PhoneField', () => {
  it.each([
    ['9161234567', 'ten digits'],
    ['89161234567', 'a leading 8 (trunk prefix)'],
    ['79161234567', 'a leading 7 (country code)'],
    ['+79161234567', '+7'],
  ])('typing %s (%s) gives +7 (916) 123-45-67', async (typed) => {
    const input = await typeInto(typed);
    expect(input.value).toBe('+7 (916) 123-45-67');
    expect(screen.getByTestId('value')).toHaveTextContent('+7 (916) 123-45-67');
  });

  it('typing +7 then an area code that starts with 8 keeps the 8', async () => {
    const input = await typeInto('+78121234567');
    expect(input.value).toBe('+7 (812) 123-45-67');
  });

  it.each([
    '+7 (916) 123-45-67',
    '+79161234567',
    '89161234567',
    '8 (916) 123-45-67',
    '7 916 123 45 67',
    '9161234567',
    '8-916-123-45-67',
  ])('pasting %s gives +7 (916) 123-45-67', async (pasted) => {
    const input = await pasteInto(pasted);
    expect(input.value).toBe('+7 (916) 123-45-67');
  });

  it('pasting over a selected number replaces it', async () => {
    const input = await pasteInto('8 (903) 210-33-44', '+7 (916) 123-45-67');
    expect(input.value).toBe('+7 (903) 210-33-44');
  });

  it('ignores letters and stops at the end of the mask', async () => {
    const input = await typeInto('9a1b6123456789999');
    expect(input.value).toBe('+7 (916) 123-45-67');
  });
});
