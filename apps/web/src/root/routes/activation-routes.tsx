import { isGuestEmail } from '@citybook/contract/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../features/account/api/logout.ts';
import { profileQueryOptions } from '../../features/account/api/get-profile.ts';
import { saveProfile } from '../../features/account/save-profile.ts';
import { hasSession } from '../../features/account/session.ts';
import { useEndLocalSession } from '../../features/account/use-end-local-session.ts';
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
 * /account/selectActivation is open to anyone (APP-2), but the shared guest cannot activate:
 * it is logged out and offered an account of its own (ACCOUNT-5).
 */
export function SelectActivationRoute() {
  // The stored profile only: without a session there is nothing to ask the server.
  const { data: profile } = useQuery({ ...profileQueryOptions(), enabled: false });
  const guest = profile !== undefined && isGuestEmail(profile.emailAddress);
  const endLocalSession = useEndLocalSession();
  const leaving = useRef(false);

  useEffect(() => {
    if (!guest || leaving.current) return;
    leaving.current = true;
    // This device forgets the guest even when the server could not be told.
    void logout()
      .catch(() => undefined)
      .then(() => endLocalSession({ to: paths.createAccount }));
  }, [guest, endLocalSession]);

  // A purchase in the app store is made for the logged-in account.
  const accountId = profile !== undefined && hasSession() ? profile.accountId : null;
  return guest ? null : <SelectActivationPage accountId={accountId} />;
}
