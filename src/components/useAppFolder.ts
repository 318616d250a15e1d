import { useHref } from 'react-router';

/**
 * The app's folder, which a link written out in full must name: empty at a site's root, `/shop` for the demo in
 * that folder of a static host (the router's basename, without its last slash).
 */
export function useAppFolder(): string {
  return useHref('/').replace(/\/$/, '');
}
