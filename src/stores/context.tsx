import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './RootStore';

const StoresContext = createContext<RootStore | null>(null);

export function StoresProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={store}>{children}</StoresContext.Provider>;
}

/** The RootStore of the running app; never a module singleton. */
export function useStores(): RootStore {
  const store = useContext(StoresContext);
  if (!store) throw new Error('useStores() needs a <StoresProvider> above it');
  return store;
}
