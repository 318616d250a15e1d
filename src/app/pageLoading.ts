import { useEffect } from 'react';
import { observable, runInAction } from 'mobx';

/** How many page chunks are loading right now; the progress bar shows while it is above zero. */
export const pendingPages = observable.box(0);

/** Wraps a page import so the progress bar knows it is under way. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  runInAction(() => pendingPages.set(pendingPages.get() + 1));
  return load.finally(() => runInAction(() => pendingPages.set(pendingPages.get() - 1)));
}

let pageHasCommitted: () => void = () => {};
/**
 * Resolves once the first page has committed: for a prerendered page, once React has hydrated it (the page is
 * lazy, behind the layout's Suspense boundary, so it hydrates after the shell). main.tsx takes the live data
 * only then: a change reaching the page before it hydrated would not match the HTML it hydrates.
 */
export const firstPageCommitted = new Promise<void>((resolve) => (pageHasCommitted = resolve));

/** Rendered beside each page, in its Suspense boundary: commits with it. */
export function PageCommitted() {
  useEffect(() => pageHasCommitted(), []);
  return null;
}
