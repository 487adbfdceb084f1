import type { StaffRole } from '@citybook/contract/staff';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { MEMBER_PAGE_ROLES, MemberPage, SUPPORT_PAGE_ROLES } from '../features/account/index.ts';
import {
  AdEditorPage,
  AdsPage,
  CATALOG_ROLES,
  CategoriesPage,
  CategoryEditorPage,
  FranchisorEditorPage,
  FranchisorsPage,
  IMPORT_ROLES,
  MerchantEditorPage,
  MerchantsPage,
  NewOfferPage,
  OfferEditorPage,
  OffersPage,
  ChangeRequestPage,
  ChangeRequestsPage,
} from '../features/catalog/index.ts';
import {
  EditionEditorPage,
  EditionsPage,
  MARKET_ROLES,
  MarketEditorPage,
  MarketsPage,
} from '../features/market/index.ts';
import { REPORT_ROLES, ReportsScreen } from '../features/reports/index.ts';
import {
  NOT_HONOURED_ROLES,
  NotHonouredPage,
  NotHonouredReportPage,
} from '../features/redemption/index.ts';
import {
  NewOrganisationPage,
  ORGANISATION_ROLES,
  OrganisationPage,
  OrganisationsPage,
} from '../features/business/index.ts';
import {
  AUDIT_LOG_ROLES,
  AccountPage,
  AuditLogPage,
  RequireRole,
  RequireStaff,
  STAFF_PAGE_ROLES,
  SignInPage,
  StaffPage,
} from '../features/staff/index.ts';
import {
  CODE_ROLES,
  CodeBatchPage,
  CodeBatchesPage,
  NewCodeBatchPage,
} from '../features/activation/index.ts';
import {
  FUNDRAISING_ROLES,
  FundraisingCampaignPage,
  EditCampaignPage,
  CampaignStatementPage,
  FundraisingGroupPage,
  FundraisingGroupsPage,
  NewCampaignPage,
  NewFundraisingGroupPage,
} from '../features/fundraising/index.ts';
import { businessRoutes } from './business-routes.tsx';
import { ConsoleLayout } from './console-layout.tsx';
import { ErrorPage } from './routes/error-page.tsx';
import { HomePage } from './routes/home-page.tsx';
import { ImportScreen } from './routes/import-screen.tsx';
import { SupportScreen } from './routes/support-screen.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';

function SignedInConsole() {
  return (
    <RequireStaff>
      <ConsoleLayout />
    </RequireStaff>
  );
}

/** A screen only `roles` may open (OPERATOR-1); others are told it is not theirs. */
function screen(path: string, roles: readonly StaffRole[], Page: ComponentType): RouteObject {
  return {
    path,
    element: (
      <RequireRole roles={roles}>
        <Page />
      </RequireRole>
    ),
  };
}

/** The console's pages, under the router's basename (/console). */
export const consoleRoutes: RouteObject[] = [
  // MERCHANT-2: a business's people have a frame of their own (business-routes.tsx).
  ...businessRoutes,
  { path: '/sign-in', Component: SignInPage, ErrorBoundary: ErrorPage },
  {
    path: '/',
    Component: SignedInConsole,
    ErrorBoundary: ErrorPage,
    children: [
      { index: true, Component: HomePage },
      screen('merchants', CATALOG_ROLES, MerchantsPage),
      screen('merchants/:merchantId', CATALOG_ROLES, MerchantEditorPage),
      screen('merchants/:merchantId/offers/new', CATALOG_ROLES, NewOfferPage),
      screen('offers', CATALOG_ROLES, OffersPage),
      screen('offers/:offerId', CATALOG_ROLES, OfferEditorPage),
      screen('categories', CATALOG_ROLES, CategoriesPage),
      screen('categories/:categoryId', CATALOG_ROLES, CategoryEditorPage),
      screen('franchisors', CATALOG_ROLES, FranchisorsPage),
      screen('franchisors/:franchisorId', CATALOG_ROLES, FranchisorEditorPage),
      screen('ads', CATALOG_ROLES, AdsPage),
      screen('ads/:adId', CATALOG_ROLES, AdEditorPage),
      screen('change-requests', CATALOG_ROLES, ChangeRequestsPage),
      screen('change-requests/:requestId', CATALOG_ROLES, ChangeRequestPage),
      screen('import', IMPORT_ROLES, ImportScreen),
      screen('markets', MARKET_ROLES, MarketsPage),
      screen('markets/:marketId', MARKET_ROLES, MarketEditorPage),
      screen('editions', MARKET_ROLES, EditionsPage),
      screen('editions/:editionId', MARKET_ROLES, EditionEditorPage),
      screen('support', SUPPORT_PAGE_ROLES, SupportScreen),
      screen('support/members/:memberId', MEMBER_PAGE_ROLES, MemberPage),
      screen('reports', REPORT_ROLES, ReportsScreen),
      screen('not-honoured', NOT_HONOURED_ROLES, NotHonouredPage),
      screen('not-honoured/:reportId', NOT_HONOURED_ROLES, NotHonouredReportPage),
      screen('organisations', ORGANISATION_ROLES, OrganisationsPage),
      screen('organisations/new', ORGANISATION_ROLES, NewOrganisationPage),
      screen('organisations/:organisationId', ORGANISATION_ROLES, OrganisationPage),
      // FUNDRAISING-1, FUNDRAISING-2: groups and their campaigns.
      screen('fundraising', FUNDRAISING_ROLES, FundraisingGroupsPage),
      screen('fundraising/new', FUNDRAISING_ROLES, NewFundraisingGroupPage),
      screen('fundraising/:groupId', FUNDRAISING_ROLES, FundraisingGroupPage),
      screen('fundraising/:groupId/campaigns/new', FUNDRAISING_ROLES, NewCampaignPage),
      screen('fundraising/campaigns/:campaignId', FUNDRAISING_ROLES, FundraisingCampaignPage),
      screen('fundraising/campaigns/:campaignId/edit', FUNDRAISING_ROLES, EditCampaignPage),
      // FUNDRAISING-12, FUNDRAISING-13: a campaign's statement and payouts.
      screen(
        'fundraising/campaigns/:campaignId/statement',
        FUNDRAISING_ROLES,
        CampaignStatementPage,
      ),
      screen('codes', CODE_ROLES, CodeBatchesPage),
      screen('codes/new', CODE_ROLES, NewCodeBatchPage),
      screen('codes/:batchId', CODE_ROLES, CodeBatchPage),
      { path: 'account', Component: AccountPage },
      screen('staff', STAFF_PAGE_ROLES, StaffPage),
      screen('audit-log', AUDIT_LOG_ROLES, AuditLogPage),
      { path: '*', Component: NotFoundPage },
    ],
  },
];
