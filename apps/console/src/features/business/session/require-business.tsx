import { Button, Page } from '@citybook/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isFromConsole } from '../../../lib/sign-in-realm.ts';
import {
  BUSINESS_SIGN_IN,
  BusinessSignedInContext,
  isBusinessSessionEnded,
  useCurrentBusinessQuery,
} from './current-business.ts';

/**
 * MERCHANT-2: the business frame's screens, shown once the business API says who is signed in;
 * without a business session (an operator's included: it never opens the business API), the
 * business sign-in. A later 401 (the organisation or the person disabled, the session over) ends
 * the screens the same way.
 */
export function RequireBusiness({ children }: { children: ReactNode }) {
  const me = useCurrentBusinessQuery();
  const location = useLocation();
  if (me.isPending)
    return (
      <p className="console-loading" role="status">
        Loading…
      </p>
    );
  if (me.isError) {
    if (isBusinessSessionEnded(me.error)) {
      // Sent from the operator console (MERCHANT-2): the sign-in says which one it is.
      const state = isFromConsole(location.state) ? location.state : undefined;
      return <Navigate to={BUSINESS_SIGN_IN} replace state={state} />;
    }
    return (
      <Page title="The business portal could not be opened">
        <p>The server did not answer. Check the connection and try again.</p>
        <div>
          <Button onClick={() => void me.refetch()}>Try again</Button>
        </div>
      </Page>
    );
  }
  return (
    <BusinessSignedInContext value={me.data}>
      <BusinessSessionEndWatcher />
      {children}
    </BusinessSignedInContext>
  );
}

function BusinessSessionEndWatcher() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const end = (error: unknown) => {
      if (!isBusinessSessionEnded(error)) return;
      queryClient.clear();
      void navigate(BUSINESS_SIGN_IN, { replace: true, state: { ended: true } });
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
  }, [queryClient, navigate]);
  return null;
}
