/**
 * Runs `run` when the browser is idle (soon where it cannot tell: Safari has no requestIdleCallback) unless the
 * returned function was called first.
 */
export function whenIdle(run: () => void): () => void {
  let live = true;
  (window.requestIdleCallback ?? setTimeout)(() => live && run());
  return () => {
    live = false;
  };
}
