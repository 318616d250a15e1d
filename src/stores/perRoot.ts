import type { RootStore } from './RootStore';

/**
 * A store that serves one feature (the feedback form, the order forms' addresses): made the first time the
 * feature asks for it, then the same one for that RootStore. It is not one of the RootStore's own, so its
 * module stays out of every page's first JavaScript.
 */
export function perRoot<T>(make: (root: RootStore) => T): (root: RootStore) => T {
  const made = new WeakMap<RootStore, T>();
  return (root) => {
    let store = made.get(root);
    if (!store) {
      store = make(root);
      made.set(root, store);
    }
    return store;
  };
}
