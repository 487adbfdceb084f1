import { AccountApi } from '@citybook/contract/account';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useEndLocalSession } from '../../features/account/use-end-local-session.ts';
import { hasSession } from '../../features/account/session.ts';
import { ApiError } from '../../lib/api-client.ts';

/** A 401 means the server no longer knows the session, but a login's 401 is wrong credentials. */
function endsSession(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.path !== AccountApi.login.path;
}

/**
 * APP-2, MARKET-4: any call the server answers with 401 ends the session here too and shows
 * login, whichever screen made it (loaders do so themselves; this covers calls made by pages).
 */
export function useEndSessionOnUnauthorized(): void {
  const queryClient = useQueryClient();
  const endLocalSession = useEndLocalSession();

  useEffect(() => {
    const check = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      // Once: the first such failure ends the session, the ones after it find none.
      if (event.action?.type === 'error' && endsSession(event.action.error) && hasSession())
        void endLocalSession();
    };
    const stopQueries = queryClient.getQueryCache().subscribe(check);
    const stopMutations = queryClient.getMutationCache().subscribe(check);
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, endLocalSession]);
}
