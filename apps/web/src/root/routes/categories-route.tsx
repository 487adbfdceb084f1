import { useLoaderData } from 'react-router';
import { CategoriesPage } from '../../features/catalog/components/categories-page.tsx';
import type { CategoriesData } from './categories-loader.ts';
import { ExpiryReminderDialog } from './expiry-reminder-dialog.tsx';
import { useMarket } from '../../features/market/api/get-market.ts';
import { NativeReminders } from '../../features/notices/components/native-reminders.tsx';

export function CategoriesRoute() {
  const { marketId, profile } = useLoaderData<CategoriesData>();
  const timeZone = useMarket(marketId).data?.timeZone;
  return (
    <>
      <CategoriesPage marketId={marketId} timeZone={timeZone} />
      <ExpiryReminderDialog profile={profile} />
      <NativeReminders profile={profile} />
    </>
  );
}
