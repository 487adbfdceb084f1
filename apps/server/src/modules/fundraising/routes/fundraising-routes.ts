import { FundraisingApi, FundraisingBusinessApi, FundraisingConsoleApi } from '@citybook/contract';
import type { CampaignStatement } from '@citybook/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import type { BusinessUser } from '../../../plugins/business-auth.ts';
import type { StaffUser } from '../../../plugins/staff-auth.ts';
import { originOfRequest, type ChangeOrigin } from '../../staff/index.ts';
import {
  createCampaign,
  leaderCampaign,
  leaderCampaigns,
  setLeaderboard,
} from '../services/campaign-service.ts';
import { editCampaign } from '../services/campaign-edit-service.ts';
import {
  consoleCampaign,
  giveCampaignBatch,
  leaderCampaignSales,
  recordCodeSale,
  undoCodeSale,
} from '../services/code-sale-service.ts';
import {
  createGroup,
  groupGrid,
  groupView,
  inviteLeader,
  setGroupDisabled,
} from '../services/group-service.ts';
import { publicCampaign } from '../services/public-campaign-service.ts';
import { addSeller, removeSeller, renameSeller } from '../services/seller-service.ts';
import { statementCsv, statementFile, statementPdf } from '../services/statement-files.ts';
import { consoleStatement, leaderStatement, recordPayout } from '../services/statement-service.ts';

const staffOrigin = (staff: StaffUser, request: FastifyRequest) =>
  originOfRequest(staff, { address: request.ip, log: request.log, requestId: request.id });

/** A leader's change in the audit log: the business person is the actor (ADR 0046). */
const leaderOrigin = (business: BusinessUser, request: FastifyRequest): ChangeOrigin => ({
  actor: { staffId: business.accountId, email: business.email },
  requestId: request.id,
  clientAddress: request.ip,
});

/** FUNDRAISING-12: a statement's file, never cached. */
async function sendStatement(
  reply: FastifyReply,
  statement: CampaignStatement,
  ext: 'pdf' | 'csv',
) {
  const body = ext === 'pdf' ? await statementPdf(statement) : statementCsv(statement);
  return reply
    .type(ext === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${statementFile(statement, ext)}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** FUNDRAISING-1, FUNDRAISING-2: operators make groups, invite leaders and give them campaigns. */
export const fundraisingConsoleRoutes = endpointRoutes(FundraisingConsoleApi, (app) => ({
  getFundraisingGroupGrid: async ({ query }) => groupGrid(app.db, query),
  getFundraisingGroup: async ({ params }) => groupView(app.db, params.groupId),
  createFundraisingGroup: async ({ request, staff, body }) =>
    createGroup(app.db, staffOrigin(staff, request), body),
  inviteFundraisingLeader: async ({ request, staff, params, body }) =>
    inviteLeader(
      app.db,
      { sendMail: (mail) => app.sendMail(mail), publicUrl: app.config.PUBLIC_URL },
      staffOrigin(staff, request),
      params.groupId,
      body.email,
    ),
  // FUNDRAISING-15: an operator disables a group, or enables it again.
  setFundraisingGroupDisabled: async ({ request, staff, params, body }) =>
    setGroupDisabled(app.db, staffOrigin(staff, request), params.groupId, body.disabled),
  createFundraisingCampaign: async ({ request, staff, params, body }) =>
    createCampaign(app.db, staffOrigin(staff, request), params.groupId, body),
  // FUNDRAISING-14: an operator corrects a campaign.
  updateFundraisingCampaign: async ({ request, staff, params, body }) =>
    editCampaign(app.db, staffOrigin(staff, request), params.campaignId, body),
  // FUNDRAISING-10, FUNDRAISING-11: a campaign's batches and sales.
  getFundraisingCampaign: async ({ params }) => consoleCampaign(app.db, params.campaignId),
  giveCampaignCodeBatch: async ({ request, staff, params, body }) =>
    giveCampaignBatch(app.db, staffOrigin(staff, request), params.campaignId, body.batchId),
  // FUNDRAISING-12, FUNDRAISING-13: statements and payouts.
  getCampaignStatement: async ({ params }) => consoleStatement(app.db, params.campaignId),
  downloadCampaignStatementPdf: async ({ params, reply }) =>
    sendStatement(reply, await consoleStatement(app.db, params.campaignId), 'pdf'),
  downloadCampaignStatementCsv: async ({ params, reply }) =>
    sendStatement(reply, await consoleStatement(app.db, params.campaignId), 'csv'),
  recordCampaignPayout: async ({ request, staff, params, body }) =>
    recordPayout(app.db, staffOrigin(staff, request), params.campaignId, body),
}));

/** FUNDRAISING-3…5: a leader's campaigns and sellers (their group's only). */
export const fundraisingBusinessRoutes = endpointRoutes(FundraisingBusinessApi, (app) => ({
  getLeaderCampaigns: async ({ business }) => leaderCampaigns(app.db, business),
  getLeaderCampaign: async ({ business, params }) =>
    leaderCampaign(app.db, business, params.campaignId),
  addCampaignSeller: async ({ business, request, params, body }) =>
    addSeller(
      app.db,
      business,
      leaderOrigin(business, request),
      params.campaignId,
      body.displayName,
    ),
  renameCampaignSeller: async ({ business, request, params, body }) =>
    renameSeller(app.db, business, leaderOrigin(business, request), params, body.displayName),
  removeCampaignSeller: async ({ business, request, params }) =>
    removeSeller(app.db, business, leaderOrigin(business, request), params),
  setCampaignLeaderboard: async ({ business, request, params, body }) =>
    setLeaderboard(
      app.db,
      business,
      leaderOrigin(business, request),
      params.campaignId,
      body.hidden,
    ),
  // FUNDRAISING-10, FUNDRAISING-11: cash and paper-book sales, and the sales by seller and day.
  getCampaignSales: async ({ business, params }) =>
    leaderCampaignSales(app.db, business, params.campaignId),
  recordCampaignCodeSale: async ({ business, request, params, body }) =>
    recordCodeSale(app.db, business, leaderOrigin(business, request), params.campaignId, body),
  undoCampaignCodeSale: async ({ business, request, params }) =>
    undoCodeSale(app.db, business, leaderOrigin(business, request), params),
  // FUNDRAISING-12: the statement of the leader's group's campaign.
  getLeaderCampaignStatement: async ({ business, params }) =>
    leaderStatement(app.db, business, params.campaignId),
  downloadLeaderCampaignStatementPdf: async ({ business, params, reply }) =>
    sendStatement(reply, await leaderStatement(app.db, business, params.campaignId), 'pdf'),
  downloadLeaderCampaignStatementCsv: async ({ business, params, reply }) =>
    sendStatement(reply, await leaderStatement(app.db, business, params.campaignId), 'csv'),
}));

/** FUNDRAISING-5, FUNDRAISING-6: a campaign's public page, for anyone with its link. */
export const fundraisingRoutes = endpointRoutes(FundraisingApi, (app) => ({
  getPublicCampaign: async ({ params, query }) =>
    publicCampaign(app.db, params.campaignSlug, query.seller),
}));
