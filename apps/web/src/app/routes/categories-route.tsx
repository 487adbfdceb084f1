import { useLoaderData } from 'react-router';
import { CategoriesPage } from '../../features/catalog/components/categories-page.tsx';
import type { CategoriesData } from './categories-loader.ts';

export function CategoriesRoute() {
  const { marketId } = useLoaderData<CategoriesData>();
  return <CategoriesPage marketId={marketId} />;
}
