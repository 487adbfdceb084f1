import { useQueryClient } from '@tanstack/react-query';
import { useProfile } from '../../features/account/api/get-profile.ts';
import { saveProfile } from '../../features/account/save-profile.ts';
import { MarketPage } from '../../features/market/components/market-page.tsx';

/** Composes the market choice with the account's profile, which it reads and updates. */
export function MarketRoute() {
  const queryClient = useQueryClient();
  const { data: profile } = useProfile();
  return (
    <MarketPage
      currentMarketId={profile?.marketId ?? null}
      onProfileSaved={(saved) => {
        saveProfile(queryClient, saved);
      }}
    />
  );
}
