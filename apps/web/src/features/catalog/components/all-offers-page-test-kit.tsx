import { Suspense } from 'react';
import { stubFetch } from '../../../testing/fetch-stub.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { AllOffersPage } from './all-offers-page.tsx';

/** All Coupons of market 1 (Chicago time) at `address`, its calls answered by `replies`. */
export function renderAllOffersPage(
  replies: Parameters<typeof stubFetch>[0],
  address = '/offers/all',
) {
  stubFetch(replies);
  return renderRoutes(
    [
      {
        path: '/offers/all',
        element: (
          <Suspense fallback={<p>Loading</p>}>
            <AllOffersPage marketId={1} position={undefined} timeZone="America/Chicago" />
          </Suspense>
        ),
      },
      { path: '/offers/offer/:merchantId/:offerId', element: <p>Offer page</p> },
    ],
    { initialEntries: [address] },
  );
}
