import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FETCH_MIN_DISPLAY_MS } from '@/domain/constants';
import { useMinimumDisplay } from './useMinimumDisplay';

describe('useMinimumDisplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const hook = (loading: boolean) =>
    renderHook(({ loading }) => useMinimumDisplay(loading), { initialProps: { loading } });

  it('holds a skeleton whose data came quickly until it has shown 200 ms', () => {
    expect(FETCH_MIN_DISPLAY_MS).toBe(200);
    const { result, rerender } = hook(true);
    expect(result.current).toBe(true);
    act(() => void vi.advanceTimersByTime(50));
    rerender({ loading: false });
    expect(result.current).toBe(true);
    act(() => void vi.advanceTimersByTime(149));
    expect(result.current).toBe(true);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('lets a skeleton that has shown 200 ms go with the data', () => {
    const { result, rerender } = hook(true);
    act(() => void vi.advanceTimersByTime(200));
    rerender({ loading: false });
    expect(result.current).toBe(false);
  });

  it('shows nothing loading for data there at the first render, and waits for nothing', () => {
    const { result } = hook(false);
    expect(result.current).toBe(false);
  });

  it('counts the 200 ms again for a later load (a retry)', () => {
    const { result, rerender } = hook(true);
    act(() => void vi.advanceTimersByTime(300));
    rerender({ loading: false });
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1000));
    rerender({ loading: true });
    expect(result.current).toBe(true);
    act(() => void vi.advanceTimersByTime(20));
    rerender({ loading: false });
    expect(result.current).toBe(true);
    act(() => void vi.advanceTimersByTime(180));
    expect(result.current).toBe(false);
  });
});
