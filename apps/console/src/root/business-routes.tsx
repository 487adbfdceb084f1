import { Link, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { ConsolePage } from '../components/console-page/console-page.tsx';
import {
  BUSINESS_HOME,
  BusinessAccountPage,
  BusinessHomePage,
  BusinessPeoplePage,
  BusinessSignInPage,
  RequireBusiness,
  useSignedInBusiness,
} from '../features/business/index.ts';
import {
  LEADER_HOME,
  LeaderCampaignPage,
  LeaderCampaignsPage,
  LeaderStatementPage,
} from '../features/fundraising/index.ts';
import {
  MerchantDetailsPage,
  MerchantResultsPage,
  OfferChangeRequestsPage,
} from '../features/merchant-portal/index.ts';
import { MerchantNotHonouredPage } from '../features/redemption/index.ts';
import { BusinessLayout } from './business-layout.tsx';
import { ErrorPage } from './routes/error-page.tsx';

function SignedInBusiness() {
  return (
    <RequireBusiness>
      <BusinessLayout />
    </RequireBusiness>
  );
}

/** FUNDRAISING-2: a leader starts at their campaigns; a merchant's people at the home page. */
function BusinessStartPage() {
  const person = useSignedInBusiness();
  if (person.role === 'fundraiserLeader') return <Navigate to={LEADER_HOME} replace />;
  return <BusinessHomePage />;
}

/** An address inside the business frame that has no page. */
function BusinessNotFoundPage() {
  return (
    <ConsolePage title="Page not found">
      <p>
        There is no page at this address. <Link to={BUSINESS_HOME}>Go to your business’s home</Link>
      </p>
    </ConsolePage>
  );
}

/**
 * MERCHANT-2: the business frame's pages, under the console's basename (/console/business/…).
 * Add a screen with a line here and one in business-navigation.ts.
 */
export const businessRoutes: RouteObject[] = [
  { path: '/business/sign-in', Component: BusinessSignInPage, ErrorBoundary: ErrorPage },
  {
    path: '/business',
    Component: SignedInBusiness,
    ErrorBoundary: ErrorPage,
    children: [
      { index: true, Component: BusinessStartPage },
      { path: 'campaigns', Component: LeaderCampaignsPage },
      { path: 'campaigns/:campaignId', Component: LeaderCampaignPage },
      // FUNDRAISING-12: the statement of the leader's campaign.
      { path: 'campaigns/:campaignId/statement', Component: LeaderStatementPage },
      { path: 'results', Component: MerchantResultsPage },
      { path: 'details', Component: MerchantDetailsPage },
      { path: 'offer-changes', Component: OfferChangeRequestsPage },
      { path: 'not-honoured', Component: MerchantNotHonouredPage },
      { path: 'account', Component: BusinessAccountPage },
      { path: 'people', Component: BusinessPeoplePage },
      { path: '*', Component: BusinessNotFoundPage },
    ],
  },
];
