import type { HttpHandler } from 'msw';
import { Suspense } from 'react';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { AllOffersPage } from './all-offers-page.tsx';

/** All Coupons of market 1 (Chicago time) at `address`, its calls answered by `handlers`. */
export function renderAllOffersPage(handlers: readonly HttpHandler[], address = '/offers/all') {
  server.use(...handlers);
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
