import { OutlineIcon } from '@/components/icons';

/** Inline icons of the shell (no icon package in the initial bundle). */
type IconProps = { size?: number };

export function UserIcon({ size = 24 }: IconProps) {
  return (
    <OutlineIcon size={size}>
      <circle cx="12" cy="8.5" r="3.8" />
      <path d="M4.5 20c1.3-3.6 4.2-5.4 7.5-5.4s6.2 1.8 7.5 5.4" />
    </OutlineIcon>
  );
}

export function PhoneIcon({ size = 20 }: IconProps) {
  return (
    <OutlineIcon size={size}>
      <path d="M6.6 3.5h2.6l1.4 4.2-2 1.5a11 11 0 0 0 6.2 6.2l1.5-2 4.2 1.4v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />
    </OutlineIcon>
  );
}

export function BurgerIcon({ size = 26 }: IconProps) {
  return (
    <OutlineIcon size={size} strokeWidth={2}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </OutlineIcon>
  );
}

export function TruckIcon({ size = 18 }: IconProps) {
  return (
    <OutlineIcon size={size} strokeWidth={1.7}>
      <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7z" />
      <circle cx="7" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </OutlineIcon>
  );
}
