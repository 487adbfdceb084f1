import type { Profile } from '@citybook/contract/account';
import { useQueryClient } from '@tanstack/react-query';
import { activationQueryOptions } from '../../features/activation/api/get-activation.ts';
import { paymentsQueryKey } from '../../features/activation/api/get-payments.ts';
import { subscriptionQueryKey } from '../../features/activation/api/get-subscription.ts';
import { useProfile } from '../../features/account/api/get-profile.ts';
import { saveProfile } from '../../features/account/save-profile.ts';
import { ChangeSubscriptionPage } from '../../features/activation/components/change-subscription-page.tsx';
import { PaymentPage } from '../../features/activation/components/payment-page.tsx';

/** /account/payment/…: the route's loader has made sure of a login, so the profile is there. */
export function PaymentRoute() {
  const queryClient = useQueryClient();
  const { data: profile } = useProfile();
  if (!profile) return null;

  const onPaid = (paid: Profile) => {
    saveProfile(queryClient, paid);
    // A purchase or a new card (which may have charged a renewal) changes the subscription and
    // adds a charge.
    void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    void queryClient.invalidateQueries({ queryKey: paymentsQueryKey });
    if (paid.activationVoucherId !== null) {
      void queryClient.invalidateQueries({
        queryKey: activationQueryOptions(paid.activationVoucherId).queryKey,
      });
    }
  };
  return <PaymentPage profile={profile} onPaid={onPaid} />;
}

/** /account/changeSubscription */
export function ChangeSubscriptionRoute() {
  const { data: profile } = useProfile();
  return profile ? <ChangeSubscriptionPage profile={profile} /> : null;
}
