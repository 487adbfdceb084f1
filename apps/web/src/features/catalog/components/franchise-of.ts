import type { Merchant } from '@citybook/contract/catalog';

/**
 * CATALOG-8: the merchant route's hasSiblings and franchisorId say whether to offer the franchise's
 * other locations. Links without them (an ad, a typed address) fall back on the merchant's own.
 */
export function franchiseOf(
  merchant: Pick<Merchant, 'hasSiblings' | 'franchisorId'>,
  query: URLSearchParams,
): number | null {
  const hasSiblingsParam = query.get('hasSiblings');
  const hasSiblings =
    hasSiblingsParam === null ? merchant.hasSiblings : hasSiblingsParam === 'true';
  const franchisorParam = Number(query.get('franchisorId') ?? Number.NaN);
  const franchisorId =
    Number.isInteger(franchisorParam) && franchisorParam > 0
      ? franchisorParam
      : merchant.franchisorId;
  return hasSiblings ? franchisorId : null;
}
