import type { BusinessRole } from '@citybook/contract/business';
import { REDEEM_DESK_HREF } from '../features/business/index.ts';

export interface BusinessNavigationItem {
  /** A path of the console app, or (`external`) a page of its own such as the Redeem Desk. */
  readonly to: string;
  readonly label: string;
  /** The business roles that may open it; the side navigation shows it to them only. */
  readonly roles: readonly BusinessRole[];
  readonly external?: boolean;
}

/**
 * MERCHANT-2: the business frame's side navigation, in its order. A merchant admin has the
 * organisation's screens; counter staff the Redeem Desk only. Add a screen with a line here and
 * one in business-routes.tsx.
 */
export const businessNavigation: readonly BusinessNavigationItem[] = [
  { to: '/business', label: 'Home', roles: ['merchantAdmin'] },
  { to: '/business/results', label: 'Results', roles: ['merchantAdmin'] },
  { to: '/business/details', label: 'Details', roles: ['merchantAdmin'] },
  { to: '/business/offer-changes', label: 'Offer changes', roles: ['merchantAdmin'] },
  { to: '/business/not-honoured', label: 'Not honoured', roles: ['merchantAdmin'] },
  { to: '/business/people', label: 'People', roles: ['merchantAdmin'] },
  // FUNDRAISING-2: a fundraising group's leader has their campaigns only.
  { to: '/business/campaigns', label: 'Campaigns', roles: ['fundraiserLeader'] },
  // Admins may check codes at the counter too (MERCHANT-5).
  {
    to: REDEEM_DESK_HREF,
    label: 'Redeem Desk',
    roles: ['counterStaff', 'merchantAdmin'],
    external: true,
  },
  // MERCHANT-15: everyone's own password and two-step sign-in.
  { to: '/business/account', label: 'Account', roles: ['counterStaff', 'merchantAdmin'] },
];

/** The items a business role may open. */
export function businessNavigationFor(role: BusinessRole): BusinessNavigationItem[] {
  return businessNavigation.filter((item) => item.roles.includes(role));
}
