import { useEffect, useState } from 'react';

/** False on a server render and on the client's first (hydrating) render, true once the component has mounted. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
