import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { hasSession } from '../../features/account/session.ts';
import { readPaymentParams } from '../../features/activation/components/payment-params.ts';
import { rememberPaymentReturn } from '../../lib/payment-return.ts';
import { paths } from '../../lib/paths.ts';
import { protectedLoader } from './protected-loader.ts';

/**
 * APP-2's anonymous payment page: a visitor logs in (or creates an account) first, and the
 * categories landing brings them back to the plan they chose. The address is kept as the page
 * reads it (ACTIVATION-11: `isUpdate` is true only for 'true'), so `/2/TRUE` is not dropped.
 */
export function paymentLoader(queryClient: QueryClient) {
  const requireLogin = protectedLoader(queryClient);
  return async ({ params }: LoaderFunctionArgs) => {
    if (hasSession()) return requireLogin();
    const { subscriptionTypeCode, isUpdate } = readPaymentParams(params);
    if (Number.isSafeInteger(subscriptionTypeCode) && subscriptionTypeCode >= 0)
      rememberPaymentReturn(paths.payment(subscriptionTypeCode, isUpdate));
    return redirect(paths.login);
  };
}
