import {
  forwardRef,
  useId,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import css from './OutlinedField.module.css';
import { join } from './plain';

type FrameProps = {
  label: string;
  /** MUI's sizes: 'small' (40 px high) or 'medium' (56 px, MUI's default). */
  size?: 'small' | 'medium';
  /** Inside the outline after the text (MUI's end adornment): a button that acts on the field. */
  end?: ReactNode;
  /** The line under the field (a hint); a space keeps its room when another element shows a message there. */
  helperText?: ReactNode;
  /** `alert` announces the helper line as it appears (a problem found on sending). */
  helperRole?: 'alert';
  error?: boolean;
  /** The label stays above the field, empty or not, and the placeholder shows (MUI's `shrink`). */
  shrink?: boolean;
  /** Classes of the field's box (its width in a row). */
  className?: string;
};

/** The props every field kind has beside its control's own. */
type FieldProps = FrameProps & {
  id?: string;
  placeholder?: string;
  required?: boolean;
  'aria-describedby'?: string;
};

/** What the frame gives its control: the ids that tie it to the label and the helper line, and its look. */
type OwnProps = {
  id: string;
  placeholder: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  className: string | undefined;
};

/**
 * The outline, the floating label and the helper line around one control (an input or a textarea), with the ids
 * that tie them together. `control` renders the control from the props that are its own (`required` among them)
 * and the frame's.
 */
function Frame<P extends FieldProps>({
  props,
  multiline = false,
  control,
}: {
  props: P;
  multiline?: boolean;
  control: (rest: Omit<P, Exclude<keyof FieldProps, 'required'>>, own: OwnProps) => ReactNode;
}) {
  const {
    label,
    size = 'small',
    end,
    helperText,
    helperRole,
    error = false,
    shrink = false,
    className,
    id,
    placeholder,
    'aria-describedby': describedBy,
    ...rest
  } = props;
  const ownId = useId();
  const inputId = id ?? ownId;
  const helperId = `${inputId}-helper-text`;
  const hasHelper = helperText !== undefined && helperText !== null && helperText !== false;
  // MUI's asterisk: shown, not read (the field says it is required itself).
  const text = props.required ? (
    <>
      {label}
      <span aria-hidden="true">{'\u2009*'}</span>
    </>
  ) : (
    label
  );
  return (
    <div
      className={join(
        css.root,
        css[size],
        error && css.error,
        shrink && css.shrink,
        multiline && css.multiline,
        className,
      )}
    >
      <div className={join(css.box, end !== undefined && css.adorned)}>
        {control(rest, {
          id: inputId,
          // Without a placeholder of its own, a space tells the CSS whether the field is empty: the label floats
          // when it is not.
          placeholder: placeholder ?? ' ',
          'aria-invalid': error,
          'aria-describedby': [describedBy, hasHelper && helperId].filter(Boolean).join(' ') || undefined,
          className: css.input,
        })}
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
        <p id={helperId} className={css.helper} role={error ? helperRole : undefined}>
          {helperText === ' ' ? '\u200b' : helperText}
        </p>
      )}
    </div>
  );
}

export type OutlinedFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & FrameProps;

/**
 * A text field in the look of MUI's outlined TextField (floating label in a notch of the outline, helper line under
 * it, an optional button inside) from plain elements and CSS: for the fields of a dialog or panel that opens on a
 * tap (the cart's promo code, the login, the feedback form), where MUI's TextField would insert its styles during
 * the tap (docs/architecture.md).
 */
export const OutlinedField = forwardRef<HTMLInputElement, OutlinedFieldProps>(
  function OutlinedField(props, ref) {
    return <Frame props={props} control={(input, own) => <input ref={ref} {...input} {...own} />} />;
  },
);

type OutlinedAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows'> &
  Omit<FrameProps, 'end' | 'size'> & {
    /** The height it starts at, and the most it grows to with the text before it scrolls (MUI's minRows, maxRows). */
    minRows: number;
    maxRows: number;
  };

/** OutlinedField's multiline kind (MUI's `multiline` TextField, medium): a textarea that grows with its text. */
export function OutlinedArea({ minRows, maxRows, ...props }: OutlinedAreaProps) {
  const rows = { '--min-rows': minRows, '--max-rows': maxRows } as CSSProperties;
  return (
    <Frame
      props={{ ...props, size: 'medium' as const }}
      multiline
      control={(area, own) => (
        <textarea {...area} {...own} rows={minRows} style={{ ...rows, ...area.style }} />
      )}
    />
  );
}
