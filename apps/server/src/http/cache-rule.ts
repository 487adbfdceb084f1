import { ActivationApi, CatalogApi } from '@citybook/contract';
import type { Endpoint } from '@citybook/contract';

/** The merchant lists: revalidated with their ETag, and kept by no shared cache (ADR 0020). */
const MERCHANT_LISTS: ReadonlySet<Endpoint> = new Set([
  CatalogApi.getAllMerchants,
  CatalogApi.getMerchantsByFranchisor,
  CatalogApi.getMerchantsInCategory,
]);

/**
 * How an API answer may be cached. An answer that depends on who asks (account data, and any
 * answer that read the session, such as a merchant with the asker's redeemed flags) and the card
 * check (whose URL and answer carry a card number) must never be written to a browser's or
 * proxy's disk, where it would outlive the session; the shared merchant lists are the browser's
 * alone and revalidated with their ETag; the rest is revalidated.
 */
export function cacheControlOf(
  endpoint: Endpoint,
  answer: { readSession: boolean },
): 'private, no-store' | 'no-store' | 'no-cache' | 'private, no-cache' {
  if (endpoint === ActivationApi.validatePaymentCardNumber) return 'no-store';
  if (
    answer.readSession ||
    endpoint.access !== 'anyone' ||
    endpoint.path.startsWith('/api/account/')
  )
    return 'private, no-store';
  if (MERCHANT_LISTS.has(endpoint)) return 'private, no-cache';
  return 'no-cache';
}
