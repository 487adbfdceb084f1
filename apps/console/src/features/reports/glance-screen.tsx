import { Suspense, lazy } from 'react';

// OPERATOR-25: the home's glance is a chunk of its own, so the console's first load stays as it was.
const ReportGlance = lazy(() => import('./report-glance.tsx'));

/** The last 30 days at a glance, loaded after the home's first paint. */
export function GlanceScreen() {
  return (
    <Suspense fallback={<p role="status">Loading the last 30 days…</p>}>
      <ReportGlance />
    </Suspense>
  );
}
