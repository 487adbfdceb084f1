import { demoCatalog } from '../../apps/server/src/modules/catalog/index.ts';
import type { CatalogFile } from '../../apps/server/src/modules/catalog/index.ts';
import { generatedCatalogRows } from './generated-catalog.ts';
import { generateMerchants, generatedChains } from './generated-merchants.ts';

export interface CategoryOfSize {
  /** Slug prefix of the generated rows (and their five chains). */
  prefix: string;
  /** Slugs of a demo market and category. */
  market: string;
  category: string;
  /** Merchants the category has once the catalogue is imported on top of the demo data. */
  size: number;
  city: string;
  state: string;
  seed: number;
}

/** A catalogue file of deterministic merchants that bring a demo category to exactly `size`. */
export function catalogForCategoryOfSize(wanted: CategoryOfSize): CatalogFile {
  const demo = demoCatalog();
  const already = (demo.merchants ?? []).filter(
    (m) => m.market === wanted.market && m.category === wanted.category,
  ).length;
  const market = (demo.markets ?? []).find((m) => m.slug === wanted.market);
  if (!market) throw new Error(`the demo data has no ${wanted.market} market`);
  const chains = generatedChains(wanted.prefix, 5);
  const merchants = [
    ...generateMerchants({
      prefix: wanted.prefix,
      count: wanted.size - already,
      centre: market,
      maxMiles: 20,
      categories: [wanted.category],
      chains,
      city: wanted.city,
      state: wanted.state,
      seed: wanted.seed,
    }),
  ];
  return generatedCatalogRows(wanted.market, chains, merchants);
}
