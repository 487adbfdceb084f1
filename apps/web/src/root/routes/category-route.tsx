import { CATEGORIES_ERROR_MESSAGE } from '@citybook/contract/catalog';
import { useLoaderData } from 'react-router';
import { CatalogLoadError } from '../../features/catalog/components/catalog-load-error.tsx';
import { CategoryPage } from '../../features/catalog/components/category-page.tsx';
import { paths } from '../../lib/paths.ts';
import type { CategoryData } from './category-loader.ts';
import { useMarket } from '../../features/market/api/get-market.ts';

export function CategoryRoute() {
  const { marketId, categoryId, position } = useLoaderData<CategoryData>();
  const timeZone = useMarket(marketId).data?.timeZone;
  // Each category keeps its own search and scroll position.
  return (
    <CategoryPage
      key={categoryId}
      marketId={marketId}
      categoryId={categoryId}
      position={position}
      timeZone={timeZone}
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
