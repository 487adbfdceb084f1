import { SUBSCRIPTION_ACTIVATION_TYPE } from '@citybook/contract';
import type { Profile } from '@citybook/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  activationQueryOptions,
  useActivation,
} from '../../features/activation/api/get-activation.ts';
import { useProfile } from '../../features/account/api/get-profile.ts';
import { saveProfile } from '../../features/account/save-profile.ts';
import { ChangeSubscriptionPage } from '../../features/activation/components/change-subscription-page.tsx';
import { ManageSubscriptionsPage } from '../../features/activation/components/manage-subscriptions-page.tsx';
import { PaymentPage } from '../../features/activation/components/payment-page.tsx';

/** /account/payment/…: the route's loader has made sure of a login, so the profile is there. */
export function PaymentRoute() {
  const queryClient = useQueryClient();
  const { data: profile } = useProfile();
  if (!profile) return null;

  const onPaid = (paid: Profile) => {
    saveProfile(queryClient, paid);
    // A new card changes what the subscription's details show.
    if (paid.activationVoucherId !== null) {
      void queryClient.invalidateQueries({
        queryKey: activationQueryOptions(paid.activationVoucherId).queryKey,
      });
    }
  };
  return <PaymentPage profile={profile} onPaid={onPaid} />;
}

/** /account/manageSubscriptions, with the details of the current subscription voucher. */
export function ManageSubscriptionsRoute() {
  const { data: profile } = useProfile();
  const subscriptionVoucherId =
    profile?.userActivationType === SUBSCRIPTION_ACTIVATION_TYPE
      ? profile.activationVoucherId
      : null;
  const activation = useActivation(subscriptionVoucherId);
  if (!profile) return null;
  return (
    <ManageSubscriptionsPage
      profile={profile}
      activation={activation.isError ? null : activation.data}
    />
  );
}

/** /account/changeSubscription */
export function ChangeSubscriptionRoute() {
  const { data: profile } = useProfile();
  return profile ? <ChangeSubscriptionPage profile={profile} /> : null;
}
