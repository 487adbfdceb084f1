import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trackLocating, useIsLocating } from './locating.ts';

/** Starts tracking inside act, so the hook sees the count change. */
function track(work: Promise<string>, signal?: AbortSignal): Promise<string> {
  let tracked: Promise<string> = work;
  act(() => {
    tracked = trackLocating(work, signal);
  });
  return tracked;
}

function pendingWork() {
  let answer: (value: string) => void = () => undefined;
  const promise = new Promise<string>((resolve) => (answer = resolve));
  return { promise, answer: (value: string) => answer(value) };
}

describe('trackLocating', () => {
  it('counts a position request as pending until it settles', async () => {
    const { result } = renderHook(() => useIsLocating());
    const request = pendingWork();
    const tracked = track(request.promise);

    expect(result.current).toBe(true);
    await act(async () => {
      request.answer('here');
      await tracked;
    });
    expect(result.current).toBe(false);
  });

  it('stops counting it when the member goes on without it, and only once', async () => {
    const { result } = renderHook(() => useIsLocating());
    const abandoned = pendingWork();
    const stopped = new AbortController();
    const tracked = track(abandoned.promise, stopped.signal);

    act(() => {
      stopped.abort();
    });
    expect(result.current).toBe(false);

    // Another request starts; the abandoned one's late answer must not end it too.
    const other = pendingWork();
    const otherTracked = track(other.promise);
    await act(async () => {
      abandoned.answer('late');
      await tracked;
    });
    expect(result.current).toBe(true);

    await act(async () => {
      other.answer('here');
      await otherTracked;
    });
    expect(result.current).toBe(false);
  });
});
