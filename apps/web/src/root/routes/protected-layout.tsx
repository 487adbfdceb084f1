import { isActivated } from '@citybook/contract/account';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useRouteError } from 'react-router';
import { loadStoredProfile } from '../../features/account/profile-storage.ts';
import { UpdateReadyNotice } from '../../features/app/components/update-ready-notice.tsx';
import { useRegisterWorker } from '../../features/app/pwa/use-register-worker.ts';
import { useWaitingUpdate } from '../../features/app/pwa/worker-update.ts';
import { useOfflineSync } from '../../features/redemption/offline/use-offline-sync.ts';
import { useWaitingOfferIds } from '../../features/redemption/offline/use-waiting-offer-ids.ts';
import { ProfileLoadFailure } from '../../lib/profile-load-failure.ts';
import { RedeemedOnDeviceContext } from '../../lib/redeemed-on-device.ts';
import { OFFLINE_READABLE_PATTERN } from '../pwa-options.ts';
import { ErrorPage } from './error-page.tsx';
import { ProfileError } from './profile-error.tsx';
import { refreshAfterRedemption } from './refresh-after-redemption.ts';
import { useEndSessionOnUnauthorized } from './use-end-session-on-unauthorized.ts';

/**
 * Around every page that needs a login. Loaded with the first of them, not with the login page
 * (ADR 0005): only a member's calls can find their session ended on the server. The offline
 * worker is registered here, and its "new version" notice shown: an app too old to be allowed
 * (444) shows the update-required screen in the shell instead of this layout, so that still wins.
 * Coupons redeemed with no signal are sent from here, whatever page the member is on, and every
 * page below is told which ones wait (they show as redeemed).
 */
export function ProtectedLayout() {
  const queryClient = useQueryClient();
  useEndSessionOnUnauthorized();
  useRegisterWorker(OFFLINE_READABLE_PATTERN);
  useOfflineSync({
    currentUserId: () => loadStoredProfile()?.accountId,
    currentVoucherId: () => {
      const profile = loadStoredProfile();
      return profile && isActivated(profile)
        ? (profile.activationVoucherId ?? undefined)
        : undefined;
    },
    onChanged: () => {
      void refreshAfterRedemption(queryClient).catch(() => undefined);
    },
  });
  const waitingUpdate = useWaitingUpdate();
  // Issue #32 item 5: coupons redeemed here with no signal show as redeemed on every page.
  const redeemedOnDevice = useWaitingOfferIds(loadStoredProfile());
  return (
    <>
      <RedeemedOnDeviceContext value={redeemedOnDevice}>
        <Outlet />
      </RedeemedOnDeviceContext>
      {waitingUpdate === null ? null : <UpdateReadyNotice onReload={waitingUpdate} />}
    </>
  );
}

/** The profile could not be loaded (ACCOUNT-16 profile message, then back); else the /error page. */
export function ProtectedError() {
  return useRouteError() instanceof ProfileLoadFailure ? <ProfileError /> : <ErrorPage />;
}
