/** A fault QA can put on one endpoint (QA panel, `?fault=` or tests): 500, network error, no answer, a cut-off answer. */
export type EndpointFault = 'none' | 'http500' | 'network' | 'timeout' | 'malformed';

/** The faults that break a call, in the order tests and the panel list them. */
export const FAULTS = [
  'http500',
  'network',
  'timeout',
  'malformed',
] as const satisfies readonly EndpointFault[];

function isFault(value: unknown): value is Exclude<EndpointFault, 'none'> {
  return (FAULTS as readonly unknown[]).includes(value);
}

/** Live controls of the mock, kept for the tab: extra latency and per-endpoint faults. */
export type MockControl = { latencyMs: number; faults: Record<string, EndpointFault> };

const CONTROL_KEY = 'mockControl';
/** Where the tab keeps its scenario (sessionStorage; urlState.ts writes it). */
export const SCENARIO_KEY = 'mockScenario';
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
      if (isFault(fault)) faults[name] = fault;
    }
    return {
      latencyMs: Number.isFinite(latencyMs) && latencyMs > 0 ? Math.min(latencyMs, 30_000) : 0,
      faults,
    };
  } catch {
    return NO_CONTROL;
  }
}

export function writeControl(storage: Storage | undefined, control: MockControl): void {
  storage?.setItem(CONTROL_KEY, JSON.stringify(control));
}

const URL_FAULTS: Record<string, Exclude<EndpointFault, 'none'>> = {
  '500': 'http500',
  http500: 'http500',
  network: 'network',
  timeout: 'timeout',
  malformed: 'malformed',
};

/**
 * Reads `?fault=getCart:500,login:network` (kinds 500, network, timeout, malformed) into the controls;
 * `?fault=none` clears every fault. Unknown parts are ignored.
 */
export function applyFaultParam(control: MockControl, param: string): MockControl {
  if (param === 'none') return { ...control, faults: {} };
  const faults = { ...control.faults };
  for (const part of param.split(',')) {
    const [name, kind] = part.split(':');
    const fault = URL_FAULTS[kind?.trim() ?? ''];
    if (name?.trim() && fault) faults[name.trim()] = fault;
  }
  return { ...control, faults };
}
