import type { CatalogFile } from '../../apps/server/src/modules/catalog/index.ts';
import { GENERATED_BOOK_ENDS, type Chain, type GeneratedMerchant } from './generated-merchants.ts';

/**
 * Generated merchants of the market `marketSlug`, their chains and their offers as the rows of a
 * catalogue file (every book ending far in the future, every code shown as text).
 */
export function generatedCatalogRows(
  marketSlug: string,
  chains: Chain[],
  merchants: GeneratedMerchant[],
): Required<Pick<CatalogFile, 'franchisors' | 'merchants' | 'offers'>> {
  return {
    franchisors: chains,
    merchants: merchants.map(({ offers: _offers, ...merchant }) => ({
      ...merchant,
      market: marketSlug,
      adSpotOfferExpirationDate: GENERATED_BOOK_ENDS,
    })),
    offers: merchants.flatMap((merchant) =>
      merchant.offers.map((offer) => ({
        ...offer,
        merchant: merchant.slug,
        redemptionDataTypeCode: 1,
        adSpotOfferExpirationDate: GENERATED_BOOK_ENDS,
      })),
    ),
  };
}
