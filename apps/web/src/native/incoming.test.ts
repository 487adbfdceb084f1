import { describe, expect, it, vi } from 'vitest';
import { onNativeEvent } from './incoming.ts';
import type { NativeEvent } from './incoming.ts';

async function receive(...messages: unknown[]): Promise<NativeEvent[]> {
  const listener = vi.fn<(event: NativeEvent) => void>();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const unsubscribe = onNativeEvent(listener);
  for (const message of messages) window.postMessage(message, '*');
  await vi.advanceTimersByTimeAsync(20);
  vi.useRealTimers();
  unsubscribe();
  return listener.mock.calls.map(([event]) => event);
}

describe('native events', () => {
  it('takes purchase and restore results, as JSON text or objects', async () => {
    const events = await receive(
      JSON.stringify({ type: 'PurchaseResult', success: true }),
      { type: 'PurchaseResult', success: false, message: 'Cancelled.' },
      JSON.stringify({ type: 'RestoreResult', success: true, activationCode: 'ABCD1234' }),
    );

    expect(events).toEqual([
      { type: 'PurchaseResult', success: true },
      { type: 'PurchaseResult', success: false, message: 'Cancelled.' },
      { type: 'RestoreResult', success: true, activationCode: 'ABCD1234' },
    ]);
  });

  it('ignores malformed results', async () => {
    const events = await receive(
      { type: 'PurchaseResult' },
      { type: 'RestoreResult', success: 'yes' },
      'not json',
    );

    expect(events).toEqual([]);
  });
});
