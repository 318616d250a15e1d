import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on a server render and on the client's hydrating render, true on the client otherwise (React renders the
 * component again as soon as its part of the page has hydrated): what differs between the browser and a
 * prerendered page renders once the page has hydrated, so the two agree; a control is live from then on
 * (LiveButton in plain.tsx).
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
