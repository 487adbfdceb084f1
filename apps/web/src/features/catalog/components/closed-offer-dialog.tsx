import { BookExpiredText } from '@citybook/contract/catalog';
import { OfflineRedeemText } from '@citybook/contract/redemption';
import { Dialog } from '../../../components/dialog/dialog.tsx';
import { AlreadyRedeemedText } from '../already-redeemed-text.ts';

/** Why an offer does not open (CATALOG-14, REDEEM-4): its book has expired, or it has been redeemed. */
export type ClosedReason = 'expired' | 'redeemed' | 'redeemedOnDevice';

const TEXTS = {
  expired: BookExpiredText,
  redeemed: AlreadyRedeemedText,
  // Issue #32 item 5: redeemed on this phone with no signal, not yet sent.
  redeemedOnDevice: { title: AlreadyRedeemedText.title, message: OfflineRedeemText.waitingOnOffer },
} as const;

/** CATALOG-14, REDEEM-4: selecting an offer that cannot be opened says why and stays on the list. */
export function ClosedOfferDialog({
  reason,
  onClose,
}: {
  reason: ClosedReason;
  onClose: () => void;
}) {
  const text = TEXTS[reason];
  return (
    <Dialog title={text.title} onClose={onClose}>
      <p>{text.message}</p>
    </Dialog>
  );
}
