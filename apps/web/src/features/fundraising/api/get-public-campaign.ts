import { FundraisingApi } from '@citybook/contract/fundraising';
import type { PublicCampaign } from '@citybook/contract/fundraising';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** FUNDRAISING-5: a campaign's public page, from a seller's link when `sellerSlug` is given. */
export function getPublicCampaign(
  campaignSlug: string,
  sellerSlug: string | undefined,
  signal?: AbortSignal,
): Promise<PublicCampaign> {
  return callApi(FundraisingApi.getPublicCampaign, {
    params: { campaignSlug },
    query: { seller: sellerSlug },
    signal,
  });
}

export function usePublicCampaign(campaignSlug: string, sellerSlug: string | undefined) {
  return useQuery({
    queryKey: ['fundraising', 'campaign', campaignSlug, sellerSlug ?? null],
    queryFn: ({ signal }) => getPublicCampaign(campaignSlug, sellerSlug, signal),
    retry: false,
  });
}
