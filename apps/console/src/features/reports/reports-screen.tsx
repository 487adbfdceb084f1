import { Suspense, lazy } from 'react';

// OPERATOR-25: the screen and its chart library are a chunk of their own, fetched on the way in.
const ReportsPage = lazy(() => import('./reports-page.tsx'));

/** The Reports screen, loaded when it is opened. */
export function ReportsScreen() {
  return (
    <Suspense fallback={<p role="status">Loading the reports…</p>}>
      <ReportsPage />
    </Suspense>
  );
}
