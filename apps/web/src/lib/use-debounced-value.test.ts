import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value.ts';

describe('useDebouncedValue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the last settled value while keys come inside the pause, then takes the last one', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 250), {
      initialProps: { value: '' },
    });
    for (const typed of ['p', 'pi', 'piz', 'pizz', 'pizza']) {
      rerender({ value: typed });
      act(() => {
        vi.advanceTimersByTime(249);
      });
      expect(result.current).toBe('');
    }
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('pizza');
  });

  it('takes each value that stays the whole pause', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 250), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(result.current).toBe('ab');
  });
});
