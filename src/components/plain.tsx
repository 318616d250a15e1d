import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type HTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import css from './plain.module.css';
import { useMounted } from './useMounted';

/**
 * Light elements for the always-visible shell (header, footer, banners): plain buttons and links with
 * one CSS class each, so the first JavaScript carries neither MUI's ButtonBase nor its styling system.
 * They take `className` and `style`; a lazy MUI part can add `sx` with `styled(TextLink)({})`.
 */
/** The class names given, without the false ones, as one `className`. */
export const join = (...names: (string | undefined | false)[]) => names.filter(Boolean).join(' ');

type Variant = 'contained' | 'outlined' | 'light';

/**
 * The props that keep a control from looking ready before it works: in a prerendered page's HTML, and until React
 * has hydrated its part of the page, it is disabled and marked `data-pending` (global.css shows it as not ready),
 * since nothing would answer a tap yet; rendered in the browser (not hydrated), it is live from the start
 * (docs/architecture.md). For a control of its own kind (MUI's Button, a select); a plain button is a LiveButton.
 */
export function useLiveProps(disabled = false): { disabled: boolean; 'data-pending'?: '' } {
  const live = useMounted();
  return live ? { disabled } : { disabled: true, 'data-pending': '' };
}

/** A `<button>` that works the moment it is enabled (useLiveProps). */
export const LiveButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(
  function LiveButton({ disabled, ...rest }, ref) {
    return <button ref={ref} {...rest} {...useLiveProps(disabled)} />;
  },
);

/** A round icon button (44 px target). Give it an aria-label. */
export const IconBtn = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(
  function IconBtn({ className, ...rest }, ref) {
    return <LiveButton ref={ref} className={join(css.icon, className)} {...rest} />;
  },
);

/** A button without chrome that looks like text. */
export const TextButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(
  function TextButton({ className, ...rest }, ref) {
    return <LiveButton ref={ref} className={join(css.textButton, className)} {...rest} />;
  },
);

/** An in-app text link. */
export const TextLink = forwardRef<HTMLAnchorElement, LinkProps>(function TextLink(
  { className, ...rest },
  ref,
) {
  return <Link ref={ref} className={join(css.text, className)} {...rest} />;
});

/** An external or tel:/mailto: text link. */
export const TextAnchor = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(
  function TextAnchor({ className, ...rest }, ref) {
    return <a ref={ref} className={join(css.text, className)} {...rest} />;
  },
);

/** A pill button (contained, outlined, or light on dark). */
export const PillButton = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }
>(function PillButton({ className, variant = 'contained', ...rest }, ref) {
  return <LiveButton ref={ref} className={join(css.pill, css[variant], className)} {...rest} />;
});

/** A pill-shaped in-app link. */
export const PillLink = forwardRef<HTMLAnchorElement, LinkProps & { variant?: Variant }>(function PillLink(
  { className, variant = 'contained', ...rest },
  ref,
) {
  return <Link ref={ref} className={join(css.pill, css[variant], className)} {...rest} />;
});

/** A pill-shaped external link. */
export const PillAnchor = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: Variant }
>(function PillAnchor({ className, variant = 'contained', ...rest }, ref) {
  return <a ref={ref} className={join(css.pill, css[variant], className)} {...rest} />;
});

/** The small count on the cart icon. */
export function CountBadge({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={join(css.badge, className)} {...rest} />;
}
