import { brand } from '@/theme/brand';

/** A small inline close icon (no icon package in the bundle). */
export function CloseIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The round pistachio tick of a sent form (feedback, hand order). */
export function SuccessCheckIcon() {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="27" fill={brand.pistachio} opacity="0.16" />
      <path
        d="M17 29l7.5 7.5L40 21"
        fill="none"
        stroke={brand.pistachio}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
