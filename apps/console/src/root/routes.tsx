import type { RouteObject } from 'react-router';
import { CATALOG_ROLES, MerchantEditorPage, MerchantsPage } from '../features/catalog/index.ts';
import {
  CategoriesPage,
  CategoryEditorPage,
  FranchisorEditorPage,
  FranchisorsPage,
} from '../features/catalog/index.ts';
import {
  EditionEditorPage,
  EditionsPage,
  MARKET_ROLES,
  MarketEditorPage,
  MarketsPage,
} from '../features/market/index.ts';
import {
  AUDIT_LOG_ROLES,
  AuditLogPage,
  RequireRole,
  RequireStaff,
  STAFF_PAGE_ROLES,
  SignInPage,
  StaffPage,
} from '../features/staff/index.ts';
import { ConsoleLayout } from './console-layout.tsx';
import { ErrorPage } from './routes/error-page.tsx';
import { HomePage } from './routes/home-page.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';

function SignedInConsole() {
  return (
    <RequireStaff>
      <ConsoleLayout />
    </RequireStaff>
  );
}

/** The console's pages, under the router's basename (/console). */
export const consoleRoutes: RouteObject[] = [
  { path: '/sign-in', Component: SignInPage, ErrorBoundary: ErrorPage },
  {
    path: '/',
    Component: SignedInConsole,
    ErrorBoundary: ErrorPage,
    children: [
      { index: true, Component: HomePage },
      {
        path: 'merchants',
        element: (
          <RequireRole roles={CATALOG_ROLES}>
            <MerchantsPage />
          </RequireRole>
        ),
      },
      {
        path: 'merchants/:merchantId',
        element: (
          <RequireRole roles={CATALOG_ROLES}>
            <MerchantEditorPage />
          </RequireRole>
        ),
      },
      {
        path: 'categories',
        element: (
          <RequireRole roles={CATALOG_ROLES}>
            <CategoriesPage />
          </RequireRole>
        ),
      },
      {
        path: 'categories/:categoryId',
        element: (
          <RequireRole roles={CATALOG_ROLES}>
            <CategoryEditorPage />
          </RequireRole>
        ),
      },
      {
        path: 'franchisors',
        element: (
          <RequireRole roles={CATALOG_ROLES}>
            <FranchisorsPage />
          </RequireRole>
        ),
      },
      {
        path: 'franchisors/:franchisorId',
        element: (
          <RequireRole roles={CATALOG_ROLES}>
            <FranchisorEditorPage />
          </RequireRole>
        ),
      },
      {
        path: 'markets',
        element: (
          <RequireRole roles={MARKET_ROLES}>
            <MarketsPage />
          </RequireRole>
        ),
      },
      {
        path: 'markets/:marketId',
        element: (
          <RequireRole roles={MARKET_ROLES}>
            <MarketEditorPage />
          </RequireRole>
        ),
      },
      {
        path: 'editions',
        element: (
          <RequireRole roles={MARKET_ROLES}>
            <EditionsPage />
          </RequireRole>
        ),
      },
      {
        path: 'editions/:editionId',
        element: (
          <RequireRole roles={MARKET_ROLES}>
            <EditionEditorPage />
          </RequireRole>
        ),
      },
      {
        path: 'staff',
        element: (
          <RequireRole roles={STAFF_PAGE_ROLES}>
            <StaffPage />
          </RequireRole>
        ),
      },
      {
        path: 'audit-log',
        element: (
          <RequireRole roles={AUDIT_LOG_ROLES}>
            <AuditLogPage />
          </RequireRole>
        ),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
