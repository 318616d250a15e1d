import type { ReactNode } from 'react';
import css from './ChoiceGroup.module.css';
import { join, LiveButton } from './plain';

type Choice<T extends string> = { value: T; label: ReactNode; testId?: string };

type ChoiceGroupProps<T extends string> = {
  value: T;
  options: readonly Choice<T>[];
  onChange: (value: T) => void;
  /**
   * The group's name: shown above it (`label` with `labelId`), named by an element of the page (`labelId` alone)
   * or only read (`ariaLabel`).
   */
  label?: ReactNode;
  labelId?: string;
  ariaLabel?: string;
  disabled?: boolean;
  /** The options share the whole width (the cart panel), or each is as wide as its text. */
  fullWidth?: boolean;
  /** The group's `data-testid`; each option carries its value as `data-value`. */
  testId?: string;
};

/**
 * One of a few options (delivery or pickup, the kind of feedback, a cake's weight): pill toggle buttons
 * (`aria-pressed`) in a labelled group, the chosen one filled; plain elements, as it shows in panels and dialogs
 * that open on a tap, and live only once hydrated (LiveButton).
 */
export function ChoiceGroup<T extends string>({
  value,
  options,
  onChange,
  label,
  labelId,
  ariaLabel,
  disabled = false,
  fullWidth = false,
  testId,
}: ChoiceGroupProps<T>) {
  return (
    <div>
      {label !== undefined && (
        <p id={labelId} className={css.label}>
          {label}
        </p>
      )}
      <div
        role="group"
        aria-labelledby={labelId}
        aria-label={ariaLabel}
        className={join(css.options, fullWidth && css.fullWidth)}
        data-testid={testId}
      >
        {options.map((option) => (
          <LiveButton
            key={option.value}
            type="button"
            className={css.option}
            aria-pressed={value === option.value}
            disabled={disabled}
            onClick={() => onChange(option.value)}
            data-value={option.value}
            data-testid={option.testId}
          >
            {option.label}
          </LiveButton>
        ))}
      </div>
    </div>
  );
}
