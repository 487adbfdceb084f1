import { useLoaderData } from 'react-router';
import { CategoriesPage } from '../../features/catalog/components/categories-page.tsx';
import type { CategoriesData } from './categories-loader.ts';
import { ExpiryReminderDialog } from './expiry-reminder-dialog.tsx';
import { useMarketTimeZone } from './use-market-time-zone.ts';

export function CategoriesRoute() {
  const { marketId, profile } = useLoaderData<CategoriesData>();
  const timeZone = useMarketTimeZone(marketId);
  return (
    <>
      <CategoriesPage marketId={marketId} timeZone={timeZone} />
      <ExpiryReminderDialog profile={profile} />
    </>
  );
}
