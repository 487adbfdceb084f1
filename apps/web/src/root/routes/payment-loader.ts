import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { hasSession } from '../../features/account/session.ts';
import { rememberPaymentReturn } from '../../lib/payment-return.ts';
import { paths } from '../../lib/paths.ts';
import { protectedLoader } from './protected-loader.ts';

/**
 * APP-2's anonymous payment page: a visitor logs in (or creates an account) first, and the
 * categories landing brings them back to the plan they chose.
 */
export function paymentLoader(queryClient: QueryClient) {
  const requireLogin = protectedLoader(queryClient);
  return async ({ request }: LoaderFunctionArgs) => {
    if (hasSession()) return requireLogin();
    rememberPaymentReturn(new URL(request.url).pathname);
    return redirect(paths.login);
  };
}
