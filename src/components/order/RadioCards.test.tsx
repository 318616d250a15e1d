import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FieldError } from './FieldError';
import { RadioCard, RadioCardGroup } from './RadioCards';

function Harness({ problem }: { problem?: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <span id="pay-label">Оплата</span>
      <RadioCardGroup id="pay" problem={Boolean(problem)}>
        {['card', 'cash'].map((method) => (
          <RadioCard
            key={method}
            name="pay"
            value={method}
            selected={value === method}
            onSelect={() => setValue(method)}
            disabled={false}
            problem={Boolean(problem)}
            inputTestId={`pay-${method}`}
            dataAttrs={{ 'data-payment': method }}
          >
            <span>{method === 'card' ? 'Картой онлайн' : 'Наличными'}</span>
          </RadioCard>
        ))}
      </RadioCardGroup>
      <FieldError id="pay-error" text={problem} />
    </>
  );
}

describe('RadioCardGroup and RadioCard', () => {
  it('is a labelled group of radios, each named by its card; a click anywhere on a card picks it', async () => {
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'Оплата' });
    expect(group).toHaveAttribute('aria-invalid', 'false');
    expect(group).not.toHaveAttribute('aria-describedby');
    await userEvent.click(screen.getByText('Наличными'));
    expect(screen.getByRole('radio', { name: 'Наличными' })).toBeChecked();
    expect(screen.getByTestId('pay-card')).not.toBeChecked();
    expect(document.querySelector('[data-payment="cash"]')).toContainElement(screen.getByTestId('pay-cash'));
  });

  it('with a problem is invalid and described by the message under it', () => {
    render(<Harness problem="Выберите способ оплаты" />);
    const group = screen.getByRole('radiogroup', { name: 'Оплата' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Выберите способ оплаты');
  });
});
