import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import css from './OutlinedField.module.css';

const join = (...names: (string | undefined | false)[]) => names.filter(Boolean).join(' ');

type OutlinedFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'placeholder'> & {
  label: string;
  /** The line under the field (a hint); a space keeps its room when another element shows a message there. */
  helperText?: ReactNode;
  error?: boolean;
  /** Classes of the field's box (its width in a row). */
  className?: string;
};

/**
 * A text field in the look of MUI's small outlined TextField (floating label in a notch of the outline, helper
 * line under it) from plain elements and CSS: for a field that shows on a first open (the cart's promo code),
 * where MUI's TextField would insert its styles during the tap (docs/architecture.md).
 */
export const OutlinedField = forwardRef<HTMLInputElement, OutlinedFieldProps>(function OutlinedField(
  { label, helperText, error = false, className, id, ...input },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className={join(css.root, error && css.error, className)}>
      <div className={css.box}>
        {/* The placeholder (a space) tells the CSS whether the field is empty: the label floats when it is not. */}
        <input ref={ref} id={inputId} className={css.input} placeholder=" " aria-invalid={error} {...input} />
        <label htmlFor={inputId} className={css.label}>
          {label}
        </label>
        <fieldset aria-hidden className={css.outline}>
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {helperText !== undefined && (
        // A lone space would collapse the line: a zero-width space keeps its height, as MUI's does.
        <p className={css.helper}>{helperText === ' ' ? '\u200b' : helperText}</p>
      )}
    </div>
  );
});
