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
  // FUNDRAISING-10: code batches and the sales recorded with their codes.
  codeNotInCampaign: errorAnswer({ status: 400, code: ErrorCode.codeNotInCampaign, field: 'code' }),
  codeSaleRecorded: errorAnswer({ status: 409, code: ErrorCode.codeSaleRecorded, field: 'code' }),
  codeSaleNotFound: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  invalidCampaignBatch: errorAnswer({
    status: 400,
    code: ErrorCode.invalidCampaignBatch,
    field: 'batchId',
  }),
  campaignBatchTaken: errorAnswer({
    status: 409,
    code: ErrorCode.campaignBatchTaken,
    field: 'batchId',
  }),
  // FUNDRAISING-14: what an operator's edit may no longer change.
  commissionLocked: errorAnswer({
    status: 409,
    code: ErrorCode.campaignCommissionLocked,
    field: 'commissionBasisPoints',
  }),
  sellsLocked: errorAnswer({
    status: 409,
    code: ErrorCode.campaignSellsLocked,
    field: 'sellsMemberships',
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
  codeNotInCampaign:
    'This code is not one of the campaign’s books: check it, or ask the operator for its batch.',
  codeSaleNotFound: 'No code sale of this campaign has this id.',
  invalidCampaignBatch: 'Please choose a batch of the campaign’s edition that is not voided.',
  campaignBatchTaken: 'This batch was given to a campaign already.',
  commissionLocked:
    'The commission rate cannot change any more: the campaign has sales or a payout, and its statement counts them at this rate.',
  sellsLocked:
    'The campaign has sales already: it can sell more kinds of things, but not stop selling what it sold.',
  sellersFull: `A campaign has at most ${String(CAMPAIGN_SELLERS_MAX)} sellers.`,
} as const;
