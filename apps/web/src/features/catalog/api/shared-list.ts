import type { Merchant } from '@citybook/contract/catalog';
import type { QueryClient } from '@tanstack/react-query';

/**
 * A shared list merged with the member's state (ADR 0020). The merge and the state's call load
 * with the list, not in the first download (the login route's budget, ADR 0005).
 */
export async function sharedList(client: QueryClient, list: Promise<Merchant[]>) {
  // Both awaited together: a failure of either is handled, never left unheard.
  const [{ sharedListFor }] = await Promise.all([import('./with-account-state.ts'), list]);
  return sharedListFor(client, list);
}
