import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_THROTTLE_MS } from '@/domain/constants';
import { useProgressShown } from './useProgressShown';

describe('useProgressShown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const hook = (loading: boolean) =>
    renderHook(({ loading }) => useProgressShown(loading), { initialProps: { loading } });

  it('shows a bar once loading has lasted the 200 ms throttle, until it ends', () => {
    expect(PROGRESS_THROTTLE_MS).toBe(200);
    const { result, rerender } = hook(true);
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(199));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ loading: false });
    expect(result.current).toBe(false);
  });

  it('shows none for a load quicker than the throttle, nor after it', () => {
    const { result, rerender } = hook(true);
    act(() => void vi.advanceTimersByTime(150));
    rerender({ loading: false });
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toBe(false);
  });

  it('counts the throttle afresh for each load', () => {
    const { result, rerender } = hook(true);
    act(() => void vi.advanceTimersByTime(150));
    rerender({ loading: false });
    rerender({ loading: true });
    act(() => void vi.advanceTimersByTime(150));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(50));
    expect(result.current).toBe(true);
  });
});
