import type { StaffRole } from '@citybook/contract/staff';
import { SUPPORT_PAGE_ROLES } from '../features/account/index.ts';
import { CATALOG_ROLES, IMPORT_ROLES } from '../features/catalog/index.ts';
import { MARKET_ROLES } from '../features/market/index.ts';
import { REPORT_ROLES } from '../features/reports/index.ts';
import { NOT_HONOURED_ROLES } from '../features/redemption/index.ts';
import { ORGANISATION_ROLES } from '../features/business/index.ts';
import { CODE_ROLES } from '../features/activation/index.ts';
import { FUNDRAISING_ROLES } from '../features/fundraising/index.ts';
import { AUDIT_LOG_ROLES, STAFF_PAGE_ROLES } from '../features/staff/index.ts';

export interface NavigationItem {
  readonly to: string;
  readonly label: string;
  /** The roles that may open it; the side navigation shows it to them only (OPERATOR-1). */
  readonly roles: readonly StaffRole[];
}

export interface NavigationSection {
  readonly label: string;
  readonly items: readonly NavigationItem[];
}

/** The console's screens, by section, in the side navigation's order. */
export const navigation: readonly NavigationSection[] = [
  {
    label: 'Catalogue',
    items: [
      { to: '/merchants', label: 'Merchants', roles: CATALOG_ROLES },
      { to: '/offers', label: 'Offers', roles: CATALOG_ROLES },
      { to: '/categories', label: 'Categories', roles: CATALOG_ROLES },
      { to: '/franchisors', label: 'Franchises', roles: CATALOG_ROLES },
      { to: '/ads', label: 'Mobile ads', roles: CATALOG_ROLES },
      { to: '/change-requests', label: 'Change requests', roles: CATALOG_ROLES },
      { to: '/import', label: 'Import', roles: IMPORT_ROLES },
    ],
  },
  {
    label: 'Markets',
    items: [
      { to: '/markets', label: 'Markets', roles: MARKET_ROLES },
      { to: '/editions', label: 'Editions', roles: MARKET_ROLES },
      { to: '/codes', label: 'Codes', roles: CODE_ROLES },
    ],
  },
  {
    label: 'Members',
    items: [
      { to: '/support', label: 'Support', roles: SUPPORT_PAGE_ROLES },
      { to: '/not-honoured', label: 'Not honoured', roles: NOT_HONOURED_ROLES },
    ],
  },
  {
    label: 'Business',
    items: [
      { to: '/reports', label: 'Reports', roles: REPORT_ROLES },
      { to: '/organisations', label: 'Organisations', roles: ORGANISATION_ROLES },
      { to: '/fundraising', label: 'Fundraising', roles: FUNDRAISING_ROLES },
    ],
  },
  {
    label: 'Administration',
    items: [
      { to: '/staff', label: 'Staff', roles: STAFF_PAGE_ROLES },
      { to: '/audit-log', label: 'Audit log', roles: AUDIT_LOG_ROLES },
    ],
  },
];

/** The sections and items a role may open; empty sections are left out. */
export function navigationFor(role: StaffRole): NavigationSection[] {
  return navigation
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => item.roles.includes(role)),
    }))
    .filter((section) => section.items.length > 0);
}
