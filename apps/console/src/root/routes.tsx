import type { RouteObject } from 'react-router';
import {
  CATALOG_ROLES,
  MerchantEditorPage,
  MerchantsPage,
  NewOfferPage,
  OfferEditorPage,
  OffersPage,
} from '../features/catalog/index.ts';
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
        path: 'merchants/:merchantId/offers/new',
        element: (
          <RequireRole roles={CATALOG_ROLES}>
            <NewOfferPage />
          </RequireRole>
        ),
      },
      {
        path: 'offers',
        element: (
          <RequireRole roles={CATALOG_ROLES}>
            <OffersPage />
          </RequireRole>
        ),
      },
      {
        path: 'offers/:offerId',
        element: (
          <RequireRole roles={CATALOG_ROLES}>
            <OfferEditorPage />
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
