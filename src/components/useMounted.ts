import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on a server render and on the client's hydrating render, true on the client otherwise: what differs
 * between the browser and a prerendered page renders once the page has hydrated, so the two agree.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
