import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettledValue } from './use-settled-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSettledValue', () => {
  it('answers a value only after it stayed the same for the pause', () => {
    const { result, rerender } = renderHook(({ v }) => useSettledValue(v, 400), {
      initialProps: { v: { price: 1 } },
    });
    rerender({ v: { price: 12 } });
    act(() => vi.advanceTimersByTime(300));
    rerender({ v: { price: 125 } });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toEqual({ price: 1 });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toEqual({ price: 125 });
  });

  it('a new object with the same fields does not restart the wait', () => {
    const { result, rerender } = renderHook(({ v }) => useSettledValue(v, 400), {
      initialProps: { v: { price: 1 } },
    });
    rerender({ v: { price: 2 } });
    act(() => vi.advanceTimersByTime(300));
    rerender({ v: { price: 2 } });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toEqual({ price: 2 });
  });
});
