import { observable, runInAction } from 'mobx';

/** How many page chunks are loading right now; the progress bar shows while it is above zero. */
export const pendingPages = observable.box(0);

/** Wraps a page import so the progress bar knows it is under way. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  runInAction(() => pendingPages.set(pendingPages.get() + 1));
  return load.finally(() => runInAction(() => pendingPages.set(pendingPages.get() - 1)));
}
