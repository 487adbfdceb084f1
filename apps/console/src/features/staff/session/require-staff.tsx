import { Button, Page } from '@citybook/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isSessionEnded } from '../../../lib/api-client.ts';
import { lastSignInRealm, type FromConsoleState } from '../../../lib/sign-in-realm.ts';
import { SignedInContext, useCurrentStaffQuery } from './current-staff.ts';
import type { SignInState } from './sign-in-state.ts';

/**
 * The console's signed-in screens: shown once the server says who is signed in; without a
 * session, sign-in. OPERATOR-6: when any later call finds the session over, sign-in again, saying
 * why and coming back here after.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const me = useCurrentStaffQuery();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;

  if (me.isPending) {
    return (
      <p className="console-loading" role="status">
        Loading the console…
      </p>
    );
  }
  if (me.isError) {
    if (isSessionEnded(me.error)) {
      // MERCHANT-2: a business's person on this device goes to the business frame instead.
      if (lastSignInRealm() === 'business')
        return (
          <Navigate
            to="/business"
            replace
            state={{ fromConsole: true } satisfies FromConsoleState}
          />
        );
      return <Navigate to="/sign-in" replace state={{ from } satisfies SignInState} />;
    }
    return (
      <Page title="The console could not be opened">
        <p>The server did not answer. Check the connection and try again.</p>
        <div>
          <Button onClick={() => void me.refetch()}>Try again</Button>
        </div>
      </Page>
    );
  }
  return (
    <SignedInContext value={me.data}>
      <SessionEndWatcher />
      {children}
    </SignedInContext>
  );
}

/** Any staff call answered 401 ends the screens of the session (OPERATOR-6). */
function SessionEndWatcher() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;

  useEffect(() => {
    const end = (error: unknown) => {
      if (!isSessionEnded(error)) return;
      queryClient.clear();
      void navigate('/sign-in', {
        replace: true,
        state: { reason: 'ended', from } satisfies SignInState,
      });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') end(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') end(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, navigate, from]);
  return null;
}
