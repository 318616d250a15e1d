import type { ReactNode } from 'react';
import ui from './ui.module.css';

/**
 * An outline icon drawn inline (no icon package in the bundle): `children` are its paths on a 24-unit grid, stroked
 * in the text's colour with round ends. Decorative: the control it sits in carries the name.
 */
export function OutlineIcon({
  size = 24,
  strokeWidth = 1.8,
  children,
}: {
  size?: number;
  strokeWidth?: number;
  children: ReactNode;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** The cart: the header's button and the empty cart's picture. */
export function CartIcon({ size = 24, strokeWidth }: { size?: number; strokeWidth?: number }) {
  return (
    <OutlineIcon size={size} strokeWidth={strokeWidth}>
      <path d="M5 8h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9L5 8z" />
      <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
    </OutlineIcon>
  );
}

/**
 * The right-pointing chevron of rows that scroll and of links to more (`flip`: pointing left), on OutlineIcon's
 * 24-unit grid (a stroke of 3 draws 2 px at 16 px).
 */
export function ChevronIcon({
  size = 16,
  strokeWidth = 3,
  flip = false,
}: {
  size?: number;
  strokeWidth?: number;
  flip?: boolean;
}) {
  return (
    <OutlineIcon size={size} strokeWidth={strokeWidth}>
      <path d={flip ? 'M15 4.5L7.5 12l7.5 7.5' : 'M9 4.5l7.5 7.5-7.5 7.5'} />
    </OutlineIcon>
  );
}

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
    <svg
      width="56"
      height="56"
      viewBox="0 0 56 56"
      aria-hidden="true"
      focusable="false"
      className={ui.successCheck}
    >
      <circle cx="28" cy="28" r="27" fill="currentColor" opacity="0.16" />
      <path
        d="M17 29l7.5 7.5L40 21"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
