import { RedeemText } from '@citybook/contract/redemption';

/** REDEEM-4: selecting an already-redeemed coupon from a list explains instead of opening it. */
export const AlreadyRedeemedText = {
  title: 'Already Redeemed',
  message: RedeemText.alreadyRedeemed,
} as const;
