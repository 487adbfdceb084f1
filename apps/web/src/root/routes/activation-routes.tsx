import { isGuestEmail } from '@citybook/contract/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { GuestActivationPage } from '../../features/account/components/guest-activation-page.tsx';
import { profileQueryOptions } from '../../features/account/api/get-profile.ts';
import { saveProfile } from '../../features/account/save-profile.ts';
import { hasSession } from '../../features/account/session.ts';
import { vouchersQueryKey } from '../../features/activation/api/vouchers-query-key.ts';
import { ActivatePage } from '../../features/activation/components/activate-page.tsx';
import type { ActivateMode } from '../../features/activation/components/activate-page.tsx';
import { SelectActivationPage } from '../../features/activation/components/select-activation-page.tsx';
import { paths } from '../../lib/paths.ts';
import { isMobilePlusSession } from '../../lib/variant.ts';

function ActivateWithCode({ mode }: { mode: ActivateMode }) {
  const queryClient = useQueryClient();
  const { data: profile } = useQuery({ ...profileQueryOptions(), enabled: false });
  const navigate = useNavigate();
  // APP-12: mobile-plus has no code activation, not even by its address: it subscribes instead.
  const hidden = isMobilePlusSession();
  useEffect(() => {
    if (hidden) void navigate(paths.selectActivation, { replace: true });
  }, [hidden, navigate]);
  if (hidden) return null;
  return (
    <ActivatePage
      mode={mode}
      previousVoucherId={profile?.activationVoucherId ?? null}
      guest={profile !== undefined && isGuestEmail(profile.emailAddress)}
      onActivated={(profile) => {
        saveProfile(queryClient, profile);
        // The new code is one more voucher: the selector must list it without a reload.
        void queryClient.invalidateQueries({ queryKey: vouchersQueryKey });
      }}
    />
  );
}

/** /account/activate: the first activation; then the categories. */
export function ActivateRoute() {
  return <ActivateWithCode mode="activate" />;
}

/** /account/addCode: a further code; then account management. */
export function AddCodeRoute() {
  return <ActivateWithCode mode="addCode" />;
}

/**
 * /account/selectActivation is open to anyone (APP-2), but the shared guest cannot activate: it
 * is told why, then may log out to create an account of its own (ACCOUNT-5).
 */
export function SelectActivationRoute() {
  // The stored profile only: without a session there is nothing to ask the server.
  const { data: profile } = useQuery({ ...profileQueryOptions(), enabled: false });
  if (profile !== undefined && isGuestEmail(profile.emailAddress)) return <GuestActivationPage />;
  // A purchase in the app store is made for the logged-in account.
  const accountId = profile !== undefined && hasSession() ? profile.accountId : null;
  return <SelectActivationPage accountId={accountId} />;
}
