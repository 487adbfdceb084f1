import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  campaignIdParamsSchema,
  campaignSellerSchema,
  leaderboardRequestSchema,
  leaderCampaignListSchema,
  leaderCampaignSchema,
  sellerIdParamsSchema,
  sellerNameRequestSchema,
} from './campaigns.ts';
import {
  campaignSalesSchema,
  codeSaleIdParamsSchema,
  codeSaleSchema,
  recordCodeSaleRequestSchema,
} from './code-sales.ts';
import { FundraisingErrors } from './error-answers.ts';
import { campaignStatementSchema } from './statements.ts';

/*
 * FUNDRAISING-3…5: a group's leader works on their group's campaigns only: another group's
 * campaign answers 404 as one that does not exist. Merchants' people never reach these.
 */
const LEADERS = ['fundraiserLeader'] as const;

export const getLeaderCampaigns = defineEndpoint({
  area: 'fundraising',
  name: 'getLeaderCampaigns',
  method: 'GET',
  path: '/api/business/fundraising/campaigns',
  access: 'business',
  businessRoles: LEADERS,
  response: leaderCampaignListSchema,
  errors: [],
});

export const getLeaderCampaign = defineEndpoint({
  area: 'fundraising',
  name: 'getLeaderCampaign',
  method: 'GET',
  path: '/api/business/fundraising/campaigns/:campaignId',
  access: 'business',
  businessRoles: LEADERS,
  params: campaignIdParamsSchema,
  response: leaderCampaignSchema,
  errors: [FundraisingErrors.campaignNotFound],
});

export const addCampaignSeller = defineEndpoint({
  area: 'fundraising',
  name: 'addCampaignSeller',
  method: 'POST',
  path: '/api/business/fundraising/campaigns/:campaignId/sellers',
  access: 'business',
  businessRoles: LEADERS,
  params: campaignIdParamsSchema,
  body: sellerNameRequestSchema,
  response: campaignSellerSchema,
  errors: [FundraisingErrors.campaignNotFound, FundraisingErrors.sellersFull],
});

export const renameCampaignSeller = defineEndpoint({
  area: 'fundraising',
  name: 'renameCampaignSeller',
  method: 'POST',
  path: '/api/business/fundraising/campaigns/:campaignId/sellers/:sellerId/name',
  access: 'business',
  businessRoles: LEADERS,
  params: sellerIdParamsSchema,
  body: sellerNameRequestSchema,
  response: campaignSellerSchema,
  errors: [FundraisingErrors.campaignNotFound, FundraisingErrors.sellerNotFound],
});

/** Removes a seller: their name is erased, their sales still count toward the campaign. */
export const removeCampaignSeller = defineEndpoint({
  area: 'fundraising',
  name: 'removeCampaignSeller',
  method: 'POST',
  path: '/api/business/fundraising/campaigns/:campaignId/sellers/:sellerId/remove',
  access: 'business',
  businessRoles: LEADERS,
  params: sellerIdParamsSchema,
  body: z.object({}),
  response: null,
  errors: [FundraisingErrors.campaignNotFound, FundraisingErrors.sellerNotFound],
});

export const setCampaignLeaderboard = defineEndpoint({
  area: 'fundraising',
  name: 'setCampaignLeaderboard',
  method: 'POST',
  path: '/api/business/fundraising/campaigns/:campaignId/leaderboard',
  access: 'business',
  businessRoles: LEADERS,
  params: campaignIdParamsSchema,
  body: leaderboardRequestSchema,
  response: leaderCampaignSchema,
  errors: [FundraisingErrors.campaignNotFound],
});

/** FUNDRAISING-11: the campaign's sales by seller and by day, and its code sales; no buyer. */
export const getCampaignSales = defineEndpoint({
  area: 'fundraising',
  name: 'getCampaignSales',
  method: 'GET',
  path: '/api/business/fundraising/campaigns/:campaignId/sales',
  access: 'business',
  businessRoles: LEADERS,
  params: campaignIdParamsSchema,
  response: campaignSalesSchema,
  errors: [FundraisingErrors.campaignNotFound],
});

/** FUNDRAISING-10: a cash or paper-book sale: a code of the campaign's batches, once. */
export const recordCampaignCodeSale = defineEndpoint({
  area: 'fundraising',
  name: 'recordCampaignCodeSale',
  method: 'POST',
  path: '/api/business/fundraising/campaigns/:campaignId/code-sales',
  access: 'business',
  businessRoles: LEADERS,
  params: campaignIdParamsSchema,
  body: recordCodeSaleRequestSchema,
  response: codeSaleSchema,
  errors: [
    FundraisingErrors.campaignNotFound,
    FundraisingErrors.sellerNotFound,
    FundraisingErrors.codeNotInCampaign,
    FundraisingErrors.codeSaleRecorded,
  ],
});

/** FUNDRAISING-10: undoes a code sale recorded by mistake; the code can be recorded again. */
export const undoCampaignCodeSale = defineEndpoint({
  area: 'fundraising',
  name: 'undoCampaignCodeSale',
  method: 'POST',
  path: '/api/business/fundraising/campaigns/:campaignId/code-sales/:saleId/undo',
  access: 'business',
  businessRoles: LEADERS,
  params: codeSaleIdParamsSchema,
  body: z.object({}),
  response: null,
  errors: [FundraisingErrors.campaignNotFound, FundraisingErrors.codeSaleNotFound],
});

/* FUNDRAISING-12: the statement of a campaign of the leader's group, and its files. */

export const getLeaderCampaignStatement = defineEndpoint({
  area: 'fundraising',
  name: 'getLeaderCampaignStatement',
  method: 'GET',
  path: '/api/business/fundraising/campaigns/:campaignId/statement',
  access: 'business',
  businessRoles: LEADERS,
  params: campaignIdParamsSchema,
  response: campaignStatementSchema,
  errors: [FundraisingErrors.campaignNotFound],
});

export const downloadLeaderCampaignStatementPdf = defineEndpoint({
  area: 'fundraising',
  name: 'downloadLeaderCampaignStatementPdf',
  method: 'GET',
  path: '/api/business/fundraising/campaigns/:campaignId/statement.pdf',
  access: 'business',
  businessRoles: LEADERS,
  params: campaignIdParamsSchema,
  download: 'application/pdf',
  response: null,
  errors: [FundraisingErrors.campaignNotFound],
});

export const downloadLeaderCampaignStatementCsv = defineEndpoint({
  area: 'fundraising',
  name: 'downloadLeaderCampaignStatementCsv',
  method: 'GET',
  path: '/api/business/fundraising/campaigns/:campaignId/statement.csv',
  access: 'business',
  businessRoles: LEADERS,
  params: campaignIdParamsSchema,
  download: 'text/csv',
  response: null,
  errors: [FundraisingErrors.campaignNotFound],
});
