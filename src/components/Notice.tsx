import type { HTMLAttributes } from 'react';
import './notice.css';

/** MUI's outlined info and warning icons (its Alert's defaults). */
const ICONS = {
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20,12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10,10 0 0,0 12,2M11,17H13V11H11V17Z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
} as const;

/**
 * An info or warning message in a tinted box, as MUI's `Alert` draws it, and with its role (`alert`), in plain
 * elements (notice.css): the basket's notices (the minimum order, the buffet minimum, the gifts' state) re-render
 * on every add and stepper click, where MUI's styles would be serialised again each time. Elsewhere, MUI's `Alert`.
 */
export function Notice({
  severity,
  className,
  children,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { severity: keyof typeof ICONS }) {
  return (
    <div role="alert" className={`notice notice-${severity}${className ? ` ${className}` : ''}`} {...rest}>
      <div className="notice-icon">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={ICONS[severity]} />
        </svg>
      </div>
      <div className="notice-message">{children}</div>
    </div>
  );
}
