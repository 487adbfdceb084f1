import { SavingsText } from '@citybook/contract/redemption';
import { useSuspenseQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '../../features/account/api/get-profile.ts';
import { CatalogLoadError } from '../../features/catalog/components/catalog-load-error.tsx';
import { SavingsPage } from '../../features/redemption/components/savings-page.tsx';
import { paths } from '../../lib/paths.ts';

export function SavingsRoute() {
  const { data: profile } = useSuspenseQuery(profileQueryOptions());
  return <SavingsPage totalSavings={profile.totalSavings} userId={profile.accountId} />;
}

/** REDEEM-7, APP-7: explained, then back one page. */
export function SavingsError() {
  return (
    <CatalogLoadError
      heading={SavingsText.title}
      message={SavingsText.loadFailed}
      fallback={paths.categories}
    />
  );
}
