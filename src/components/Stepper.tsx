import { useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { LiveButton } from '@/components/plain';
import './stepper.css';
import { canStepDown, canStepUp, parseCountInput, stepDown, stepUp, type StepRule } from '@/domain/stepper';
import { m } from './stepper.messages';

type StepperProps = StepRule & {
  value: number;
  onChange: (value: number) => void;
  /** What is counted, for the accessible names ("Медовик"). */
  label: string;
  size?: 'small' | 'medium';
};

function MinusIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The quantity stepper of SPEC.md section 5: minus never below the minimum, plus never past the
 * maximum, the step is the product's multiplicity; a typed value is taken on Enter or blur, and an
 * empty, non-numeric, negative or below-minimum value resets to the minimum. Plain elements (stepper.css):
 * a click re-renders no MUI and runs no ripple.
 */
export function Stepper({ value, min, max, step, onChange, label, size = 'medium' }: StepperProps) {
  const intl = useIntl();
  const rule = { min, max, step };
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const next = parseCountInput(draft, rule);
    setDraft(null);
    if (next !== value) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
  return (
    <div
      role="group"
      aria-label={intl.formatMessage(m.group, { name: label })}
      className={size === 'small' ? 'stepper stepper-small' : 'stepper'}
    >
      <LiveButton
        type="button"
        data-testid="stepper-minus"
        className="stepper-button"
        onClick={() => {
          setDraft(null);
          onChange(stepDown(value, rule));
        }}
        disabled={!canStepDown(value, rule)}
        aria-label={intl.formatMessage(m.minus, { name: label })}
      >
        <MinusIcon />
      </LiveButton>
      <input
        data-testid="stepper-input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="stepper-input"
        value={draft ?? String(value)}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        aria-label={intl.formatMessage(m.input, { name: label })}
      />
      <LiveButton
        type="button"
        data-testid="stepper-plus"
        className="stepper-button"
        onClick={() => {
          setDraft(null);
          onChange(stepUp(value, rule));
        }}
        disabled={!canStepUp(value, rule)}
        aria-label={intl.formatMessage(m.plus, { name: label })}
      >
        <PlusIcon />
      </LiveButton>
    </div>
  );
}
