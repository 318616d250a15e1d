import { describe, expect, it } from 'vitest';
import { applyFaultParam, FAULTS, NO_CONTROL, readControl, writeControl } from './control';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

describe('mock controls', () => {
  it('round-trips latency and faults', () => {
    const storage = memoryStorage();
    writeControl(storage, { latencyMs: 1500, faults: { getCart: 'http500', login: 'network' } });
    expect(readControl(storage)).toEqual({
      latencyMs: 1500,
      faults: { getCart: 'http500', login: 'network' },
    });
  });
  it('drops garbage and caps latency at 30 s', () => {
    const storage = memoryStorage();
    storage.setItem('mockControl', '{nope');
    expect(readControl(storage)).toEqual(NO_CONTROL);
    storage.setItem(
      'mockControl',
      JSON.stringify({ latencyMs: 99_999, faults: { a: 'explode', b: 'network' } }),
    );
    expect(readControl(storage)).toEqual({ latencyMs: 30_000, faults: { b: 'network' } });
    storage.setItem('mockControl', JSON.stringify({ latencyMs: -5 }));
    expect(readControl(storage).latencyMs).toBe(0);
  });
});

describe('per-endpoint faults', () => {
  it('reads ?fault=NAME:KIND lists, keeps earlier faults, ignores unknown parts, and clears with none', () => {
    const control = applyFaultParam(
      NO_CONTROL,
      'getCart:500,login:network, checkPromo:timeout,getCafes:malformed,x:explode,:500',
    );
    expect(control.faults).toEqual({
      getCart: 'http500',
      login: 'network',
      checkPromo: 'timeout',
      getCafes: 'malformed',
    });
    expect(applyFaultParam(control, 'getCart:network').faults).toMatchObject({
      getCart: 'network',
      login: 'network',
    });
    expect(applyFaultParam(control, 'none').faults).toEqual({});
  });
  it('keeps every fault kind through storage', () => {
    const storage = memoryStorage();
    const faults = Object.fromEntries(FAULTS.map((f) => [`e-${f}`, f]));
    writeControl(storage, { latencyMs: 0, faults });
    expect(readControl(storage).faults).toEqual(faults);
  });
});
