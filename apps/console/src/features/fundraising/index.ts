import { FUNDRAISING_CONSOLE_ROLES } from '@citybook/contract/fundraising';
import type { StaffRole } from '@citybook/contract/staff';

/** FUNDRAISING-1, FUNDRAISING-2: the operators' screens of groups and campaigns (ADR 0057). */
export { FundraisingGroupsPage } from './groups/groups-page.tsx';
export { NewFundraisingGroupPage } from './groups/new-group-page.tsx';
export { FundraisingGroupPage } from './groups/group-page.tsx';
export { NewCampaignPage } from './campaigns/new-campaign-page.tsx';
/** FUNDRAISING-10, FUNDRAISING-11: a campaign's batches and sales. */
export { FundraisingCampaignPage } from './campaigns/campaign-page.tsx';
/** FUNDRAISING-14: an operator corrects a campaign. */
export { EditCampaignPage } from './campaigns/edit-campaign-page.tsx';

/** FUNDRAISING-3…5: a leader's screens in the business frame. */
export { LeaderCampaignsPage } from './leader/leader-campaigns-page.tsx';
export { LeaderCampaignPage } from './leader/leader-campaign-page.tsx';

/** FUNDRAISING-12, FUNDRAISING-13: a campaign's statement (operators record payouts on it). */
export { CampaignStatementPage } from './statements/campaign-statement-page.tsx';
export { LeaderStatementPage } from './statements/leader-statement-page.tsx';

/** FUNDRAISING-1 (ADR 0057): operators with role owner or editor make groups and campaigns. */
export const FUNDRAISING_ROLES: readonly StaffRole[] = FUNDRAISING_CONSOLE_ROLES;
/** Where a leader starts in the business frame. */
export const LEADER_HOME = '/business/campaigns';
