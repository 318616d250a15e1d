import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import css from './OutlinedField.module.css';
import { join } from './plain';

type OutlinedFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'placeholder' | 'size'> & {
  label: string;
  /** MUI's sizes: 'small' (40 px high) or 'medium' (56 px, MUI's default). */
  size?: 'small' | 'medium';
  /** Inside the outline after the text (MUI's end adornment): a button that acts on the field. */
  end?: ReactNode;
  /** The line under the field (a hint); a space keeps its room when another element shows a message there. */
  helperText?: ReactNode;
  error?: boolean;
  /** Classes of the field's box (its width in a row). */
  className?: string;
};

/**
 * A text field in the look of MUI's outlined TextField (floating label in a notch of the outline, helper line under
 * it, an optional button inside) from plain elements and CSS: for a field that shows on a first open (the cart's
 * promo code, the login), where MUI's TextField would insert its styles during the tap (docs/architecture.md).
 */
export const OutlinedField = forwardRef<HTMLInputElement, OutlinedFieldProps>(function OutlinedField(
  { label, size = 'small', end, helperText, error = false, className, id, ...input },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const helperId = `${inputId}-helper-text`;
  const hasHelper = helperText !== undefined && helperText !== null && helperText !== false;
  const describedBy =
    [input['aria-describedby'], hasHelper && helperId].filter(Boolean).join(' ') || undefined;
  // MUI's asterisk: shown, not read (the field says it is required itself).
  const text = input.required ? (
    <>
      {label}
      <span aria-hidden="true">{'\u2009*'}</span>
    </>
  ) : (
    label
  );
  return (
    <div className={join(css.root, css[size], error && css.error, className)}>
      <div className={join(css.box, end !== undefined && css.adorned)}>
        {/* The placeholder (a space) tells the CSS whether the field is empty: the label floats when it is not. */}
        <input
          ref={ref}
          id={inputId}
          className={css.input}
          placeholder=" "
          aria-invalid={error}
          {...input}
          aria-describedby={describedBy}
        />
        {end !== undefined && <div className={css.end}>{end}</div>}
        <label htmlFor={inputId} className={css.label}>
          {text}
        </label>
        <fieldset aria-hidden className={css.outline}>
          <legend>
            <span>{text}</span>
          </legend>
        </fieldset>
      </div>
      {hasHelper && (
        // A lone space would collapse the line: a zero-width space keeps its height, as MUI's does.
        <p id={helperId} className={css.helper}>
          {helperText === ' ' ? '\u200b' : helperText}
        </p>
      )}
    </div>
  );
});
