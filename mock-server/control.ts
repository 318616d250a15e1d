/** A fault QA can put on one endpoint from the QA panel. */
export type EndpointFault = 'none' | 'http500' | 'network';

/** Live controls of the mock, kept for the tab: extra latency and per-endpoint faults. */
export type MockControl = { latencyMs: number; faults: Record<string, EndpointFault> };

export const CONTROL_KEY = 'mockControl';
export const NO_CONTROL: MockControl = { latencyMs: 0, faults: {} };

/** Reads the controls; anything unreadable means "no controls". */
export function readControl(storage: Storage | undefined): MockControl {
  try {
    const raw = storage?.getItem(CONTROL_KEY);
    if (!raw) return NO_CONTROL;
    const value = JSON.parse(raw) as Partial<MockControl>;
    const latencyMs = Number(value.latencyMs);
    const faults: Record<string, EndpointFault> = {};
    for (const [name, fault] of Object.entries(value.faults ?? {})) {
      if (fault === 'http500' || fault === 'network') faults[name] = fault;
    }
    return { latencyMs: Number.isFinite(latencyMs) && latencyMs > 0 ? Math.min(latencyMs, 30_000) : 0, faults };
  } catch {
    return NO_CONTROL;
  }
}

export function writeControl(storage: Storage | undefined, control: MockControl): void {
  storage?.setItem(CONTROL_KEY, JSON.stringify(control));
}
