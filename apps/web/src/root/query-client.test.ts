import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('the app’s query client', () => {
  it('tries a call once while offline: the service worker may answer it from its cache', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const kept = vi.fn(() => Promise.resolve(['Dining']));

    await expect(client.fetchQuery({ queryKey: ['categories'], queryFn: kept })).resolves.toEqual([
      'Dining',
    ]);
    expect(kept).toHaveBeenCalledOnce();
  });

  it('sends a change once while offline, and lets its failure show', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const mutation = client.getMutationCache().build(client, { mutationFn: failing });

    await expect(mutation.execute(undefined)).rejects.toThrow('Failed to fetch');
    expect(failing).toHaveBeenCalledOnce();
  });
});
