import { defineEndpoint } from '../endpoint.ts';
import {
  publicCampaignParamsSchema,
  publicCampaignQuerySchema,
  publicCampaignSchema,
} from './campaigns.ts';
import { FundraisingErrors } from './error-answers.ts';

/**
 * FUNDRAISING-5, FUNDRAISING-6, FUNDRAISING-8: a campaign's public page, open to anyone with its
 * link; `seller` names the seller whose link opened it. Counts, amounts and display names only.
 */
export const getPublicCampaign = defineEndpoint({
  area: 'fundraising',
  name: 'getPublicCampaign',
  method: 'GET',
  path: '/api/fundraising/campaigns/:campaignSlug',
  access: 'anyone',
  params: publicCampaignParamsSchema,
  query: publicCampaignQuerySchema,
  response: publicCampaignSchema,
  errors: [FundraisingErrors.campaignNotFound, FundraisingErrors.sellerNotFound],
});
