import type { CardCheckResponse } from '@citybook/contract/activation';
import { CARD_LOOKUP_MIN_LENGTH } from '@citybook/contract/app';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCardNumberCheck } from '../api/check-card-number.ts';

/** Typing pauses this long before the number is sent for checking. */
export const CARD_CHECK_DELAY_MS = 400;

/** ACTIVATION-12: the number counts as invalid unless the server's latest check says it is valid. */
export type CardCheck =
  | { status: 'short' }
  | { status: 'checking' }
  | { status: 'valid'; result: CardCheckResponse }
  | { status: 'invalid'; result: CardCheckResponse }
  | { status: 'failed' };

/** The number as the server checks it: without the spaces and dashes people type. */
export function cardLookupNumber(pan: string): string {
  return pan.replace(/[\s-]/g, '');
}

/** Asks the server about the card number once it is long enough and typing has paused. */
export function useCardCheck(pan: string): CardCheck {
  const number = cardLookupNumber(pan);
  const longEnough = number.length >= CARD_LOOKUP_MIN_LENGTH;
  const settled = useDebouncedValue(number, CARD_CHECK_DELAY_MS);
  const check = useCardNumberCheck(longEnough && settled === number ? number : null);

  if (!longEnough) return { status: 'short' };
  if (settled !== number || check.isPending) return { status: 'checking' };
  if (check.isError) return { status: 'failed' };
  return check.data.valid
    ? { status: 'valid', result: check.data }
    : { status: 'invalid', result: check.data };
}
