import { useLoaderData } from 'react-router';
import { CategoriesPage } from '../../features/catalog/components/categories-page.tsx';
import type { CategoriesData } from './categories-loader.ts';
import { ExpiryReminderDialog } from './expiry-reminder-dialog.tsx';

export function CategoriesRoute() {
  const { marketId, profile } = useLoaderData<CategoriesData>();
  return (
    <>
      <CategoriesPage marketId={marketId} />
      <ExpiryReminderDialog profile={profile} />
    </>
  );
}
