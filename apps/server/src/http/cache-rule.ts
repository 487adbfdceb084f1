import { ActivationApi } from '@citybook/contract';
import type { Endpoint } from '@citybook/contract';

/**
 * How an API answer may be cached. Account data and the card check (whose URL and answer carry a
 * card number) must never be written to a browser's or proxy's disk; the rest is revalidated.
 */
export function cacheControlOf(endpoint: Endpoint): 'no-store' | 'no-cache' {
  if (endpoint.path.startsWith('/api/account/')) return 'no-store';
  if (endpoint === ActivationApi.validatePaymentCardNumber) return 'no-store';
  return 'no-cache';
}
