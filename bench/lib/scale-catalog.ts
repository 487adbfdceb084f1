import { demoCategories } from '../../apps/server/src/db/seed/demo-categories.ts';
import type { CatalogFile } from '../../apps/server/src/modules/catalog/index.ts';
import { generatedCatalogRows } from './generated-catalog.ts';
import { generateMerchants, generatedChains } from './generated-merchants.ts';
import { CENTRE, MAX_MILES, SCALE_MARKET } from './scale-market.ts';

/**
 * The scale market of `size` merchants (the generator and seed of `fillScaleMarket`: merchants spread
 * around Dallas over every demo category, a tenth of them locations of 20 chains, one to three
 * offers each) as a catalogue file, for the real import (`importCatalog`).
 */
export function scaleMarketCatalog(size: number): CatalogFile {
  const chains = generatedChains('scale', 20);
  const merchants = [
    ...generateMerchants({
      prefix: 'scale',
      count: size,
      centre: CENTRE,
      maxMiles: MAX_MILES,
      categories: demoCategories.map((category) => category.slug),
      chains,
      chainShare: 0.1,
      city: 'Dallas',
      state: 'TX',
      seed: 4004,
    }),
  ];
  return {
    markets: [{ ...SCALE_MARKET, ...CENTRE }],
    ...generatedCatalogRows(SCALE_MARKET.slug, chains, merchants),
  };
}
