import { CATEGORIES_ERROR_MESSAGE } from '@citybook/contract/catalog';
import { useLoaderData } from 'react-router';
import { CatalogLoadError } from '../../features/catalog/components/catalog-load-error.tsx';
import { CategoryPage } from '../../features/catalog/components/category-page.tsx';
import { paths } from '../../lib/paths.ts';
import type { CategoryData } from './category-loader.ts';
import { useMarket } from '../../features/market/api/get-market.ts';

export function CategoryRoute() {
  const { marketId, categoryId, position } = useLoaderData<CategoryData>();
  const market = useMarket(marketId).data;
  // Each category keeps its own search and scroll position.
  return (
    <CategoryPage
      key={categoryId}
      marketId={marketId}
      categoryId={categoryId}
      position={position}
      timeZone={market?.timeZone}
      marketTitle={market?.title}
    />
  );
}

export function CategoryError() {
  return (
    <CatalogLoadError
      heading="Category"
      message={CATEGORIES_ERROR_MESSAGE}
      fallback={paths.categories}
    />
  );
}
