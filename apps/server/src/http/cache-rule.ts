import { ActivationApi, CatalogApi } from '@citybook/contract';
import type { Endpoint } from '@citybook/contract';

/** The merchant lists: revalidated with their ETag, and kept by no shared cache (ADR 0020). */
const MERCHANT_LISTS: ReadonlySet<Endpoint> = new Set([
  CatalogApi.getAllMerchants,
  CatalogApi.getMerchantsByFranchisor,
  CatalogApi.getMerchantsInCategory,
]);

/**
 * How an API answer may be cached. Account data and the card check (whose URL and answer carry a
 * card number) must never be written to a browser's or proxy's disk; the merchant lists are the
 * browser's alone (a member's flags may be in them) and revalidated; the rest is revalidated.
 */
export function cacheControlOf(endpoint: Endpoint): 'no-store' | 'no-cache' | 'private, no-cache' {
  if (endpoint.path.startsWith('/api/account/')) return 'no-store';
  if (endpoint === ActivationApi.validatePaymentCardNumber) return 'no-store';
  if (MERCHANT_LISTS.has(endpoint)) return 'private, no-cache';
  return 'no-cache';
}
