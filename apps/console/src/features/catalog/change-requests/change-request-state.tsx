import type { OfferChangeState } from '@citybook/contract/catalog';
import { StatusBadge, type StatusTone } from '../../../components/status-badge/status-badge.tsx';

const shown: Record<OfferChangeState, { tone: StatusTone; label: string }> = {
  pending: { tone: 'upcoming', label: 'Pending' },
  approved: { tone: 'live', label: 'Approved' },
  refused: { tone: 'retired', label: 'Refused' },
};

/** MERCHANT-9: a change request's state as a badge. */
export function ChangeRequestState({ state }: { state: OfferChangeState }) {
  return <StatusBadge tone={shown[state].tone}>{shown[state].label}</StatusBadge>;
}
