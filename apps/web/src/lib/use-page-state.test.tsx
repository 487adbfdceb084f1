import { Timing } from '@citybook/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPageState, updatePageState } from './page-state.ts';
import { usePageState } from './use-page-state.ts';

function scrollWindow(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('usePageState', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(window, 'scrollY');
  });

  it('starts empty and keeps the search text in session storage', () => {
    const { result } = renderHook(() => usePageState('category.3'));
    expect(result.current.search).toBe('');

    act(() => {
      result.current.setSearch('taco');
    });

    expect(result.current.search).toBe('taco');
    expect(readPageState('category.3')).toEqual({ search: 'taco' });
  });

  it('puts the search text back, and the scroll position after the restore delay', async () => {
    updatePageState('category.3', { search: 'taco', scrollTop: 640 });
    const scrollTo = vi.spyOn(window, 'scrollTo');

    const { result } = renderHook(() => usePageState('category.3'));

    expect(result.current.search).toBe('taco');
    await act(() => vi.advanceTimersByTimeAsync(Timing.scrollRestoreDelayMs - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(scrollTo).toHaveBeenCalledWith({ top: 640 });
  });

  it("remembers where the user scrolled, but not the router's reset before the restore", async () => {
    updatePageState('category.3', { scrollTop: 640 });
    renderHook(() => usePageState('category.3'));

    scrollWindow(0);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(readPageState('category.3').scrollTop).toBe(640);

    await act(() => vi.advanceTimersByTimeAsync(Timing.scrollRestoreDelayMs));
    scrollWindow(900);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(readPageState('category.3').scrollTop).toBe(900);
  });

  it('stops listening when the page goes away', async () => {
    const { unmount } = renderHook(() => usePageState('category.3'));
    unmount();

    scrollWindow(300);
    await act(() => vi.advanceTimersByTimeAsync(20));

    expect(readPageState('category.3').scrollTop).toBeUndefined();
  });

  it('ignores a broken stored entry', () => {
    sessionStorage.setItem('citybook.pageState.category.3', '{"search": 5');

    const { result } = renderHook(() => usePageState('category.3'));

    expect(result.current.search).toBe('');
  });
});
