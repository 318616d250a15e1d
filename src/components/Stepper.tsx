import { useState, type KeyboardEvent } from 'react';
import { Box, IconButton } from '@mui/material';
import { useIntl } from 'react-intl';
import { canStepDown, canStepUp, parseCountInput, stepDown, stepUp, type StepRule } from '@/domain/stepper';

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
 * empty, non-numeric, negative or below-minimum value resets to the minimum.
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
  const box = size === 'small' ? 32 : 40;
  return (
    <Box
      role="group"
      aria-label={intl.formatMessage(
        { id: 'stepper.group', defaultMessage: 'Количество: {name}' },
        { name: label },
      )}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 999,
        bgcolor: 'background.paper',
        height: box + 2,
      }}
    >
      <IconButton
        data-testid="stepper-minus"
        size="small"
        onClick={() => {
          setDraft(null);
          onChange(stepDown(value, rule));
        }}
        disabled={!canStepDown(value, rule)}
        aria-label={intl.formatMessage(
          { id: 'stepper.minus', defaultMessage: 'Уменьшить количество: {name}' },
          { name: label },
        )}
        sx={{ width: box, height: box, color: 'text.primary' }}
      >
        <MinusIcon />
      </IconButton>
      <Box
        component="input"
        data-testid="stepper-input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={draft ?? String(value)}
        onChange={(e) => setDraft((e.target as HTMLInputElement).value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        aria-label={intl.formatMessage(
          { id: 'stepper.input', defaultMessage: 'Количество: {name}' },
          { name: label },
        )}
        sx={{
          width: size === 'small' ? 40 : 52,
          border: 0,
          outline: 0,
          textAlign: 'center',
          font: 'inherit',
          fontWeight: 700,
          fontSize: size === 'small' ? 14 : 16,
          bgcolor: 'transparent',
          color: 'text.primary',
          p: 0,
          '&:focus-visible': { outline: 'none', textDecoration: 'underline' },
        }}
      />
      <IconButton
        data-testid="stepper-plus"
        size="small"
        onClick={() => {
          setDraft(null);
          onChange(stepUp(value, rule));
        }}
        disabled={!canStepUp(value, rule)}
        aria-label={intl.formatMessage(
          { id: 'stepper.plus', defaultMessage: 'Увеличить количество: {name}' },
          { name: label },
        )}
        sx={{ width: box, height: box, color: 'text.primary' }}
      >
        <PlusIcon />
      </IconButton>
    </Box>
  );
}
