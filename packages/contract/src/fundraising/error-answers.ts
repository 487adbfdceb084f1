import { ErrorCode } from '../app/errors.ts';
import { errorAnswer } from '../endpoint.ts';
import { CAMPAIGN_SELLERS_MAX } from './campaigns.ts';

/** Answers of the fundraising rules (FUNDRAISING-1…6). */
export const FundraisingErrors = {
  groupNotFound: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  /** A campaign that is not the caller's group's answers as one that does not exist. */
  campaignNotFound: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  sellerNotFound: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  invalidMarket: errorAnswer({ status: 422, code: ErrorCode.invalidMarket, field: 'marketId' }),
  invalidEdition: errorAnswer({ status: 422, code: ErrorCode.invalidEdition, field: 'editionId' }),
  sellersFull: errorAnswer({
    status: 409,
    code: ErrorCode.campaignSellersFull,
    field: 'displayName',
  }),
} as const;

export const FundraisingText = {
  groupNotFound: 'No fundraising group has this id.',
  campaignNotFound: 'No campaign of yours has this id.',
  sellerNotFound: 'No seller of this campaign has this id.',
  publicCampaignNotFound: 'There is no fundraising campaign at this link.',
  publicSellerNotFound: 'There is no seller at this link: check it with whoever gave it to you.',
  invalidMarket: 'This market does not exist or was retired.',
  invalidEdition: 'Please choose an edition of the campaign’s market.',
  sellersFull: `A campaign has at most ${String(CAMPAIGN_SELLERS_MAX)} sellers.`,
} as const;
