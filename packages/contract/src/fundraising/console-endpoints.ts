import {
  businessInvitationSchema,
  inviteBusinessAdminRequestSchema,
  setOrganisationDisabledRequestSchema,
} from '../business/organisations.ts';
import { BusinessErrors } from '../business/error-answers.ts';
import { ConsoleEditErrors } from '../console-fields.ts';
import { defineEndpoint } from '../endpoint.ts';
import { StaffErrors } from '../staff/error-answers.ts';
import {
  campaignIdParamsSchema,
  campaignSummarySchema,
  createCampaignRequestSchema,
  updateCampaignRequestSchema,
} from './campaigns.ts';
import {
  consoleCampaignParamsSchema,
  consoleCampaignSchema,
  giveCampaignBatchRequestSchema,
} from './code-sales.ts';
import { FundraisingErrors } from './error-answers.ts';
import {
  createFundraisingGroupRequestSchema,
  FUNDRAISING_CONSOLE_ROLES,
  fundraisingGroupGridPageSchema,
  fundraisingGroupGridQuerySchema,
  fundraisingGroupIdParamsSchema,
  fundraisingGroupSchema,
} from './groups.ts';
import { campaignStatementSchema, recordPayoutRequestSchema } from './statements.ts';

/* FUNDRAISING-1, FUNDRAISING-2: operators make groups, invite their leaders and give them campaigns. */

export const getFundraisingGroupGrid = defineEndpoint({
  area: 'fundraising',
  name: 'getFundraisingGroupGrid',
  method: 'GET',
  path: '/api/console/fundraising/groups',
  access: 'staff',
  staffRoles: FUNDRAISING_CONSOLE_ROLES,
  query: fundraisingGroupGridQuerySchema,
  response: fundraisingGroupGridPageSchema,
  errors: [],
});

export const getFundraisingGroup = defineEndpoint({
  area: 'fundraising',
  name: 'getFundraisingGroup',
  method: 'GET',
  path: '/api/console/fundraising/groups/:groupId',
  access: 'staff',
  staffRoles: FUNDRAISING_CONSOLE_ROLES,
  params: fundraisingGroupIdParamsSchema,
  response: fundraisingGroupSchema,
  errors: [FundraisingErrors.groupNotFound],
});

export const createFundraisingGroup = defineEndpoint({
  area: 'fundraising',
  name: 'createFundraisingGroup',
  method: 'POST',
  path: '/api/console/fundraising/groups',
  access: 'staff',
  staffRoles: FUNDRAISING_CONSOLE_ROLES,
  body: createFundraisingGroupRequestSchema,
  response: fundraisingGroupSchema,
  errors: [],
});

/** The business invitation (ADR 0050) with the role fundraiser leader. */
export const inviteFundraisingLeader = defineEndpoint({
  area: 'fundraising',
  name: 'inviteFundraisingLeader',
  method: 'POST',
  path: '/api/console/fundraising/groups/:groupId/leaders',
  access: 'staff',
  staffRoles: FUNDRAISING_CONSOLE_ROLES,
  params: fundraisingGroupIdParamsSchema,
  body: inviteBusinessAdminRequestSchema,
  response: businessInvitationSchema,
  errors: [
    FundraisingErrors.groupNotFound,
    BusinessErrors.organisationDisabled,
    StaffErrors.emailTaken,
  ],
});

/**
 * FUNDRAISING-15: disables a group (its leaders' sessions end at once; its campaigns stop counting
 * sales) or enables it again, like a merchant's organisation.
 */
export const setFundraisingGroupDisabled = defineEndpoint({
  area: 'fundraising',
  name: 'setFundraisingGroupDisabled',
  method: 'POST',
  path: '/api/console/fundraising/groups/:groupId/disabled',
  access: 'staff',
  staffRoles: FUNDRAISING_CONSOLE_ROLES,
  params: fundraisingGroupIdParamsSchema,
  body: setOrganisationDisabledRequestSchema,
  response: fundraisingGroupSchema,
  errors: [FundraisingErrors.groupNotFound],
});

export const createFundraisingCampaign = defineEndpoint({
  area: 'fundraising',
  name: 'createFundraisingCampaign',
  method: 'POST',
  path: '/api/console/fundraising/groups/:groupId/campaigns',
  access: 'staff',
  staffRoles: FUNDRAISING_CONSOLE_ROLES,
  params: fundraisingGroupIdParamsSchema,
  body: createCampaignRequestSchema,
  response: campaignSummarySchema,
  errors: [
    FundraisingErrors.groupNotFound,
    FundraisingErrors.invalidMarket,
    FundraisingErrors.invalidEdition,
  ],
});

/** FUNDRAISING-10, FUNDRAISING-11: a campaign with its batches and its sales by seller and day. */
export const getFundraisingCampaign = defineEndpoint({
  area: 'fundraising',
  name: 'getFundraisingCampaign',
  method: 'GET',
  path: '/api/console/fundraising/campaigns/:campaignId',
  access: 'staff',
  staffRoles: FUNDRAISING_CONSOLE_ROLES,
  params: consoleCampaignParamsSchema,
  response: consoleCampaignSchema,
  errors: [FundraisingErrors.campaignNotFound],
});

/**
 * FUNDRAISING-14: an operator corrects a campaign over the revision they opened; market and
 * edition stay; the rate only before a sale or payout; what it sells only widens once it sold.
 */
export const updateFundraisingCampaign = defineEndpoint({
  area: 'fundraising',
  name: 'updateFundraisingCampaign',
  method: 'PUT',
  path: '/api/console/fundraising/campaigns/:campaignId',
  access: 'staff',
  staffRoles: FUNDRAISING_CONSOLE_ROLES,
  params: consoleCampaignParamsSchema,
  body: updateCampaignRequestSchema,
  response: consoleCampaignSchema,
  errors: [
    FundraisingErrors.campaignNotFound,
    ConsoleEditErrors.editConflict,
    FundraisingErrors.commissionLocked,
    FundraisingErrors.sellsLocked,
  ],
});

/** FUNDRAISING-10: gives a campaign a code batch of its edition; a batch goes to one campaign. */
export const giveCampaignCodeBatch = defineEndpoint({
  area: 'fundraising',
  name: 'giveCampaignCodeBatch',
  method: 'POST',
  path: '/api/console/fundraising/campaigns/:campaignId/batches',
  access: 'staff',
  staffRoles: FUNDRAISING_CONSOLE_ROLES,
  params: consoleCampaignParamsSchema,
  body: giveCampaignBatchRequestSchema,
  response: consoleCampaignSchema,
  errors: [
    FundraisingErrors.campaignNotFound,
    FundraisingErrors.invalidCampaignBatch,
    FundraisingErrors.campaignBatchTaken,
  ],
});

/* FUNDRAISING-12, FUNDRAISING-13: a campaign's statement, its files, and the payouts recorded. */

export const getCampaignStatement = defineEndpoint({
  area: 'fundraising',
  name: 'getCampaignStatement',
  method: 'GET',
  path: '/api/console/fundraising/campaigns/:campaignId/statement',
  access: 'staff',
  staffRoles: FUNDRAISING_CONSOLE_ROLES,
  params: campaignIdParamsSchema,
  response: campaignStatementSchema,
  errors: [FundraisingErrors.campaignNotFound],
});

export const downloadCampaignStatementPdf = defineEndpoint({
  area: 'fundraising',
  name: 'downloadCampaignStatementPdf',
  method: 'GET',
  path: '/api/console/fundraising/campaigns/:campaignId/statement.pdf',
  access: 'staff',
  staffRoles: FUNDRAISING_CONSOLE_ROLES,
  params: campaignIdParamsSchema,
  download: 'application/pdf',
  response: null,
  errors: [FundraisingErrors.campaignNotFound],
});

export const downloadCampaignStatementCsv = defineEndpoint({
  area: 'fundraising',
  name: 'downloadCampaignStatementCsv',
  method: 'GET',
  path: '/api/console/fundraising/campaigns/:campaignId/statement.csv',
  access: 'staff',
  staffRoles: FUNDRAISING_CONSOLE_ROLES,
  params: campaignIdParamsSchema,
  download: 'text/csv',
  response: null,
  errors: [FundraisingErrors.campaignNotFound],
});

/** Records a payout once per client key (a double click records one); answers the new statement. */
export const recordCampaignPayout = defineEndpoint({
  area: 'fundraising',
  name: 'recordCampaignPayout',
  method: 'POST',
  path: '/api/console/fundraising/campaigns/:campaignId/payouts',
  access: 'staff',
  staffRoles: FUNDRAISING_CONSOLE_ROLES,
  params: campaignIdParamsSchema,
  body: recordPayoutRequestSchema,
  response: campaignStatementSchema,
  errors: [FundraisingErrors.campaignNotFound],
});
