import css from './Spinner.module.css';
import { join } from './plain';

type SpinnerProps = {
  /** Its width and height in px (MUI's CircularProgress: 40). */
  size?: number;
  /** Read as the progress's name; without it the spinner is hidden from assistive technology (its text says it). It
   * is a `progressbar` either way, as MUI's is (the browser tests look for one that never ends). */
  label?: string;
  /** The colour of the text around it (inside a button), or the brand's. */
  inherit?: boolean;
  className?: string;
};

/**
 * MUI's indeterminate CircularProgress in plain elements and CSS: the one spinner of the shop, for a wait of unknown
 * length (a loading list, a button's send, the way to the bank).
 */
export function Spinner({ size = 40, label, inherit = false, className }: SpinnerProps) {
  return (
    <span
      className={join(css.root, inherit && css.inherit, className)}
      style={{ width: size, height: size }}
      role="progressbar"
      {...(label ? { 'aria-label': label } : { 'aria-hidden': true })}
    >
      <svg viewBox="22 22 44 44" className={css.svg}>
        <circle className={css.circle} cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
