import { Button, Page } from '@citybook/ui';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ConsoleFrame } from '../console-frame.tsx';

/** What the console shows for an address it has no page for, or a page that failed. */
export function ErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);
  if (notFound) {
    return (
      <ConsoleFrame>
        <Page title="Page not found">
          <p>
            The console has no page at this address. <Link to="/">Go to the console</Link>
          </p>
        </Page>
      </ConsoleFrame>
    );
  }
  return (
    <ConsoleFrame>
      <Page title="Something went wrong">
        <p>The page could not be shown. Reloading it usually helps.</p>
        <div>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </div>
      </Page>
    </ConsoleFrame>
  );
}
