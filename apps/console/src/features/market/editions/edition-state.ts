import { isBookExpired } from '@citybook/contract/catalog';
import type { StatusTone } from '../../../components/status-badge/status-badge.tsx';

export type EditionState = 'upcoming' | 'onSale' | 'ended';

/**
 * OPERATOR-13: where an edition stands at `now`: upcoming before its on-sale date, ended from its
 * valid-until date on (the members' book-expiry rule, CATALOG-14), on sale in between.
 */
export function editionState(
  edition: { onSaleAt: string; validUntil: string | null },
  now: Date,
): EditionState {
  if (isBookExpired(edition.validUntil, now)) return 'ended';
  if (now.getTime() < Date.parse(edition.onSaleAt)) return 'upcoming';
  return 'onSale';
}

export const EDITION_STATE_BADGES: Record<EditionState, { tone: StatusTone; label: string }> = {
  upcoming: { tone: 'upcoming', label: 'Upcoming' },
  onSale: { tone: 'live', label: 'On sale' },
  ended: { tone: 'ended', label: 'Ended' },
};
