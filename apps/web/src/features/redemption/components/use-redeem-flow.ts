import { ErrorCode, isActivated, PAYMENT_UPDATE_PROMPT, RedeemText } from '@citybook/contract';
import type { Profile, Redemption } from '@citybook/contract';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useRedeem } from '../api/redeem.ts';

export interface RedeemFlowOptions {
  merchantName: string;
  offerId: number;
  /** The profile fresh from the server: whether the member may redeem is decided on it. */
  loadProfile: () => Promise<Profile>;
  onRedeemed: (redemption: Redemption) => void;
  /** The server knows the coupon as redeemed already (e.g. on another device). */
  onAlreadyRedeemed: () => void;
}

/** Spec §4 "redeem by profile": confirm and redeem, or steer to payment update or activation. */
export function useRedeemFlow(options: RedeemFlowOptions) {
  const { merchantName, offerId, loadProfile, onRedeemed, onAlreadyRedeemed } = options;
  const confirm = useConfirm();
  const showError = useErrorDialog();
  const navigate = useNavigate();
  const redeem = useRedeem();
  const [pending, setPending] = useState(false);
  // Set at once, so a double tap starts one flow (the server also refuses a second redemption).
  const running = useRef(false);

  const promptActivation = async () => {
    const activate = await confirm({
      title: RedeemText.activateTitle,
      message: RedeemText.notActivated,
      confirmLabel: 'Activate',
      cancelLabel: 'Not Now',
    });
    if (activate) await navigate(paths.selectActivation);
  };

  const promptPaymentUpdate = async () => {
    const update = await confirm({
      title: RedeemText.updatePaymentTitle,
      message: PAYMENT_UPDATE_PROMPT,
      confirmLabel: 'Update Payment',
      cancelLabel: 'Not Now',
    });
    if (update) await navigate(paths.managementMc);
  };

  const explainFailure = async (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      onAlreadyRedeemed();
      showError({ message: RedeemText.alreadyRedeemed, hideContact: true, error });
    } else if (error instanceof ApiError && error.code === ErrorCode.activationExpired) {
      showError({ message: RedeemText.activationExpired, error });
    } else if (error instanceof ApiError && error.status === 403) {
      // Not activated after all, or the shared guest: the server's word wins.
      await promptActivation();
    } else {
      showError({ message: RedeemText.failed, error });
    }
  };

  const redeemActivated = async (activationVoucherId: number) => {
    const confirmed = await confirm({
      title: RedeemText.confirmTitle,
      message: RedeemText.confirmMessage(merchantName),
      confirmLabel: 'Redeem',
    });
    if (!confirmed) return;
    let redemption: Redemption;
    try {
      redemption = await redeem.mutateAsync({ offerId, activationVoucherId });
    } catch (error) {
      await explainFailure(error);
      return;
    }
    onRedeemed(redemption);
  };

  const decide = async () => {
    let profile: Profile;
    try {
      profile = await loadProfile();
    } catch (error) {
      showError({ message: RedeemText.failed, error });
      return;
    }
    const voucherId = profile.activationVoucherId;
    if (isActivated(profile) && voucherId !== null) await redeemActivated(voucherId);
    else if (profile.isDeactivatedFuture) await promptPaymentUpdate();
    else await promptActivation();
  };

  const start = async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await decide();
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return { start, pending };
}
