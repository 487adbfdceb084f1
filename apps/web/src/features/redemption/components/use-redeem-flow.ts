import { isActivated } from '@citybook/contract/account';
import type { Profile } from '@citybook/contract/account';
import { PAYMENT_UPDATE_PROMPT } from '@citybook/contract/activation';
import { ErrorCode } from '@citybook/contract/app';
import type { Merchant, Offer } from '@citybook/contract/catalog';
import {
  OfflineRedeemText,
  REDEEM_CALL_TIMEOUT_MS,
  RedeemText,
} from '@citybook/contract/redemption';
import type { Redemption } from '@citybook/contract/redemption';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { deviceTimeZone } from '../../../lib/device-time-zone.ts';
import { isKnownOffline, isNetworkFailure, withTimeout } from '../../../lib/network-failure.ts';
import { paths } from '../../../lib/paths.ts';
import { redemptionsQueryKey } from '../api/get-redemptions.ts';
import { redeem } from '../api/redeem.ts';
import { asRedemption, newOfflineRedemption } from '../offline/new-offline-redemption.ts';
import type { OfflineRedemption } from '../offline/offline-redemption.ts';
import { offlineRefusal } from '../offline/offline-refusal.ts';
import { canKeepOffline, listOffline } from '../offline/offline-store.ts';
import { hasUsableTicket, takeTicket } from '../offline/ticket-store.ts';
import { useKeepOffline } from '../offline/use-keep-offline.ts';

export interface RedeemFlowOptions {
  merchant: Pick<Merchant, 'id' | 'title'>;
  offer: Pick<Offer, 'id' | 'title' | 'savings' | 'rules'>;
  /** The market's time zone, whose clock the offer's rules follow; unknown: the device's. */
  timeZone: string | undefined;
  /** The profile fresh from the server: whether the member may redeem is decided on it. */
  loadProfile: () => Promise<Profile>;
  /** The profile kept on the device: with no signal, it decides (issue #16, ADR 0018). */
  storedProfile: () => Profile | undefined;
  /** Redeemed; `madeOffline`: kept on the device, to be sent when the network returns. */
  onRedeemed: (redemption: Redemption, madeOffline: boolean) => void;
  /** The server knows the coupon as redeemed already (e.g. on another device). */
  onAlreadyRedeemed: () => void;
  /** MERCHANT-12: the coupon's merchant has left the book; the page asks for it again. */
  onMerchantLeft: () => void;
}

/**
 * REDEEM-2: confirm and redeem, or steer to payment update or activation. With
 * no signal (issue #16) an activated member redeems on the device, and the app sends it later.
 */
export function useRedeemFlow(options: RedeemFlowOptions) {
  const { merchant, offer, timeZone, loadProfile, storedProfile, onRedeemed, onAlreadyRedeemed } =
    options;
  const { onMerchantLeft } = options;
  const confirm = useConfirm();
  const showError = useErrorDialog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keep = useKeepOffline();
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
    } else if (error instanceof ApiError && error.code === ErrorCode.notValidNow) {
      // The server's message says when the coupon can be used (issue #17).
      showError({ message: error.message, hideContact: true, error });
    } else if (error instanceof ApiError && error.code === ErrorCode.merchantLeft) {
      // MERCHANT-12: the server's message names the merchant; the page then says it left.
      onMerchantLeft();
      showError({ message: error.message, hideContact: true, error });
    } else if (error instanceof ApiError && error.code === ErrorCode.activationExpired) {
      showError({ message: RedeemText.activationExpired, error });
    } else if (error instanceof ApiError && error.status === 403) {
      // Not activated after all, or the shared guest: the server's word wins.
      await promptActivation();
    } else {
      showError({ message: RedeemText.failed, error });
    }
  };

  /**
   * Why the device may not keep a redemption now, or null; shown to the member when not. Made
   * offline, it needs a ticket; one whose online call went unanswered may have reached the server.
   */
  const refusalToKeep = async (profile: Profile | undefined, hasTicket: boolean) => {
    const kept = canKeepOffline() ? await listOffline() : [];
    return offlineRefusal(
      profile,
      kept,
      new Date(),
      canKeepOffline(),
      { rules: offer.rules, timeZone: timeZone ?? deviceTimeZone() },
      hasTicket,
    );
  };

  /** An offline ticket the device holds for the activation, taken for this redemption. */
  const ticketFor = (profile: Profile, voucherId: number) =>
    canKeepOffline() ? takeTicket(profile.accountId, voucherId) : Promise.resolve(undefined);

  const keepAndShow = async (entry: OfflineRedemption) => {
    await keep(entry);
    onRedeemed(asRedemption(entry), true);
  };

  const redeemActivated = async (profile: Profile, activationVoucherId: number) => {
    const confirmed = await confirm({
      title: RedeemText.confirmTitle,
      message: RedeemText.confirmMessage(merchant.title),
      confirmLabel: 'Redeem',
    });
    if (!confirmed) return;
    // Made on the device first, under a ticket when it holds one: if the answer is lost, the same
    // key and ticket are sent again, and the ticket lets the server believe the moment and keep
    // the code the counter screen showed (issue #27). Without a ticket the server draws the code.
    const ticket = await ticketFor(profile, activationVoucherId);
    const entry = ticket
      ? newOfflineRedemption(profile.accountId, activationVoucherId, merchant, offer, ticket)
      : undefined;
    let redemption: Redemption;
    try {
      redemption = await redeem(
        {
          offerId: offer.id,
          activationVoucherId,
          idempotencyKey: entry?.idempotencyKey ?? crypto.randomUUID(),
          ...(ticket ? { offlineTicket: ticket.id } : {}),
        },
        undefined,
        AbortSignal.timeout(REDEEM_CALL_TIMEOUT_MS),
      );
    } catch (error) {
      const refusal = isNetworkFailure(error)
        ? await refusalToKeep(profile, entry !== undefined)
        : undefined;
      if (refusal === null && entry) {
        await keepAndShow(entry);
      } else if (refusal === OfflineRedeemText.noTicket) {
        // No code the server would keep to show: the member tries again once connected (a
        // redemption that did reach the server then shows as redeemed, with its code).
        showError({ title: OfflineRedeemText.title, message: refusal });
      } else {
        await explainFailure(error);
      }
      return;
    }
    void queryClient.invalidateQueries({ queryKey: redemptionsQueryKey });
    onRedeemed(redemption, false);
  };

  const redeemOffline = async () => {
    const profile = storedProfile();
    const voucherId = profile?.activationVoucherId ?? null;
    const holdsTicket =
      profile !== undefined &&
      voucherId !== null &&
      canKeepOffline() &&
      (await hasUsableTicket(profile.accountId, voucherId));
    const refusal = await refusalToKeep(profile, holdsTicket);
    if (refusal !== null || !profile || voucherId === null) {
      showError({ title: OfflineRedeemText.title, message: refusal ?? RedeemText.failed });
      return;
    }
    const confirmed = await confirm({
      title: RedeemText.confirmTitle,
      message: OfflineRedeemText.confirmOffline(merchant.title),
      confirmLabel: 'Redeem',
    });
    if (!confirmed) return;
    const ticket = await ticketFor(profile, voucherId);
    if (!ticket) {
      showError({ title: OfflineRedeemText.title, message: OfflineRedeemText.noTicket });
      return;
    }
    await keepAndShow(newOfflineRedemption(profile.accountId, voucherId, merchant, offer, ticket));
  };

  const decide = async () => {
    if (isKnownOffline()) {
      await redeemOffline();
      return;
    }
    let profile: Profile;
    try {
      profile = await withTimeout(loadProfile(), REDEEM_CALL_TIMEOUT_MS);
    } catch (error) {
      if (isNetworkFailure(error)) await redeemOffline();
      else showError({ message: RedeemText.failed, error });
      return;
    }
    const voucherId = profile.activationVoucherId;
    if (isActivated(profile) && voucherId !== null) await redeemActivated(profile, voucherId);
    else if (profile.isDeactivatedFuture) await promptPaymentUpdate();
    else await promptActivation();
  };

  const start = async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await decide();
    } catch (error) {
      showError({ message: RedeemText.failed, error });
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return { start, pending };
}
