import { SavingsText } from '@citybook/contract/redemption';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRevalidator, useRouteError } from 'react-router';
import { profileQueryOptions } from '../../features/account/api/get-profile.ts';
import { loadStoredProfile } from '../../features/account/profile-storage.ts';
import { CatalogLoadError } from '../../features/catalog/components/catalog-load-error.tsx';
import { redemptionsQueryKey } from '../../features/redemption/api/get-redemptions.ts';
import type { Redemption } from '@citybook/contract/redemption';
import {
  SavingsPage,
  SavingsUnreachablePage,
} from '../../features/redemption/components/savings-page.tsx';
import { isNetworkFailure } from '../../lib/network-failure.ts';
import { paths } from '../../lib/paths.ts';
import { useIsOnline } from '../../lib/use-is-online.ts';
import { refreshAfterRedemption } from './refresh-after-redemption.ts';

export function SavingsRoute() {
  const queryClient = useQueryClient();
  const { data: profile } = useSuspenseQuery(profileQueryOptions());
  return (
    <SavingsPage
      totalSavings={profile.totalSavings}
      userId={profile.accountId}
      onRedemptionChanged={() => {
        // MERCHANT-10: a restored coupon changes the total and the offer's redeemed mark.
        void refreshAfterRedemption(queryClient).catch(() => undefined);
      }}
    />
  );
}

/**
 * REDEEM-7, APP-7: explained, then back one page. Issue #32 item 5: when Citybook cannot be
 * reached, the page stays and shows what the device has.
 */
export function SavingsError() {
  const error = useRouteError();
  if (isNetworkFailure(error)) return <SavingsUnreachable />;
  return (
    <CatalogLoadError
      heading={SavingsText.title}
      message={SavingsText.loadFailed}
      fallback={paths.categories}
    />
  );
}

function SavingsUnreachable() {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const online = useIsOnline();
  const wasOnline = useRef(online);
  const profile = queryClient.getQueryData(profileQueryOptions().queryKey) ?? loadStoredProfile();
  const lastLoaded = queryClient.getQueryData<Redemption[]>(redemptionsQueryKey);

  // Asked again as soon as the device is back online.
  useEffect(() => {
    if (online && !wasOnline.current) void revalidator.revalidate();
    wasOnline.current = online;
  }, [online, revalidator]);

  return (
    <SavingsUnreachablePage
      totalSavings={profile?.totalSavings ?? 0}
      userId={profile?.accountId ?? -1}
      lastLoaded={lastLoaded}
      onTryAgain={() => {
        void revalidator.revalidate();
      }}
    />
  );
}
