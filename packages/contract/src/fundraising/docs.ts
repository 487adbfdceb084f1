import type { AreaDocs } from '../endpoint.ts';
import type * as FundraisingBusinessApi from './business-endpoints.ts';
import type * as FundraisingConsoleApi from './console-endpoints.ts';
import type * as FundraisingApi from './endpoints.ts';
import type { FundraisingErrors } from './error-answers.ts';

/** The API reference's words for fundraising (FUNDRAISING-1…8). */
export const fundraisingDocs = {
  endpoints: {
    getPublicCampaign:
      'A campaign’s public page: its names, days, goal, progress (counts and amounts) and the leaderboard of display names unless hidden; `seller` names the seller whose link opened it. No buyer is ever in it.',
  },
  errors: {
    groupNotFound: 'No fundraising group has this id.',
    campaignNotFound:
      'No campaign has this id or link (a leader asking for another group’s campaign gets this too).',
    sellerNotFound: 'No seller of the campaign has this id or link (or the seller was removed).',
    invalidMarket: 'The market does not exist or was retired.',
    invalidEdition: 'The edition does not exist or is not one of the market’s.',
    sellersFull: 'The campaign has as many sellers as it may have.',
    codeNotInCampaign: 'The code is unknown, voided, or not of a batch given to the campaign.',
    codeSaleRecorded:
      'A sale was recorded with this code already; the message says by which seller.',
    codeSaleNotFound: 'No code sale of the campaign has this id.',
    invalidCampaignBatch: 'The batch is unknown, voided, or not of the campaign’s edition.',
    campaignBatchTaken: 'The batch was given to a campaign already.',
    commissionLocked:
      'The campaign has a sale or a payout: its commission rate is counted at the old rate already.',
    sellsLocked: 'The campaign has sales: what it sells may be widened, never narrowed.',
  },
} as const satisfies AreaDocs<typeof FundraisingApi, typeof FundraisingErrors>;

export const fundraisingConsoleDocs = {
  endpoints: {
    getFundraisingGroupGrid:
      'A page of the fundraising groups, sorted and filtered (a part of the name) on the server, with how many campaigns and leaders each has.',
    getFundraisingGroup:
      'One fundraising group: its leaders and its campaigns with their progress.',
    createFundraisingGroup:
      'Makes a fundraising group (a school, a club or a charity): a business organisation of its own kind, without locations.',
    inviteFundraisingLeader:
      'Invites a group’s leader (role fundraiserLeader): the temporary password is answered once and sent by e-mail with the sign-in link.',
    setFundraisingGroupDisabled:
      'Disables a group (every session of its leaders ends at once, they cannot sign in, and its campaigns’ pages say they are not running and attribute no sale) or enables it again; audited.',
    createFundraisingCampaign:
      'Gives a group a campaign: market and edition, days, goal, what it sells and the commission rate.',
    updateFundraisingCampaign:
      'Corrects a campaign: name, days, goal, what it sells, the leaderboard and (until its first sale or payout) the commission rate; never its market or edition. Refused with 409 when someone saved it since the given revision. Audited.',
    getFundraisingCampaign:
      'One campaign: its batches, the batches of its edition that can be given, and its sales by seller and by day (counts and amounts).',
    giveCampaignCodeBatch:
      'Gives the campaign a code batch of its edition, not voided and given to no campaign; audited.',
    getCampaignStatement:
      'A campaign’s statement up to now: sales, the ledger’s refunds of them, the net, the commission at the campaign’s rate (rounded half up, in cents), the payouts recorded and the balance due (below zero: paid more than owed, carried).',
    downloadCampaignStatementPdf: 'The campaign’s statement as a PDF.',
    downloadCampaignStatementCsv:
      'The campaign’s statement as CSV: one line a figure, then one a payout.',
    recordCampaignPayout:
      'Records a payout to the group (amount, day, reference), audited; a second request with the same client key records nothing more. Answers the statement.',
  },
} as const satisfies Pick<
  AreaDocs<typeof FundraisingConsoleApi, typeof FundraisingErrors>,
  'endpoints'
>;

export const fundraisingBusinessDocs = {
  endpoints: {
    getLeaderCampaigns: 'The leader’s group’s campaigns with their progress.',
    getLeaderCampaign:
      'One campaign of the leader’s group with its sellers, their links and their sales (counts and amounts).',
    addCampaignSeller:
      'Adds a seller by display name only; the seller gets a random link. A name holding an e-mail address or a phone number is refused.',
    renameCampaignSeller: 'Changes a seller’s display name; the link stays.',
    removeCampaignSeller:
      'Removes a seller: the name is erased and the link stops working; their sales still count toward the campaign.',
    setCampaignLeaderboard: 'Hides the leaderboard from the public page, or shows it again.',
    getCampaignSales:
      'The campaign’s sales by seller and by day of its market, and its code sales: counts and amounts, never a buyer.',
    recordCampaignCodeSale:
      'Records a cash or paper-book sale: a code of the campaign’s batches, a seller (or none) and what the group charged. Each code once.',
    undoCampaignCodeSale: 'Undoes a code sale recorded by mistake; the code can be recorded again.',
    getLeaderCampaignStatement:
      'The statement of a campaign of the leader’s group: counts and amounts, commission, payouts and balance; no buyer.',
    downloadLeaderCampaignStatementPdf: 'The statement as a PDF.',
    downloadLeaderCampaignStatementCsv: 'The statement as CSV.',
  },
} as const satisfies Pick<
  AreaDocs<typeof FundraisingBusinessApi, typeof FundraisingErrors>,
  'endpoints'
>;
