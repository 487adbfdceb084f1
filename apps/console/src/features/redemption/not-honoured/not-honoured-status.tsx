import { NotHonouredConsoleText } from '@citybook/contract/redemption';
import type { NotHonouredState } from '@citybook/contract/redemption';
import { StatusBadge } from '../../../components/status-badge/status-badge.tsx';
import type { StatusTone } from '../../../components/status-badge/status-badge.tsx';

const TONES: Record<NotHonouredState, StatusTone> = {
  open: 'upcoming',
  merchantContacted: 'upcoming',
  restored: 'live',
  dismissed: 'ended',
};

/** MERCHANT-11: where a report stands, as a badge. */
export function NotHonouredStatus({ state }: { state: NotHonouredState }) {
  return <StatusBadge tone={TONES[state]}>{NotHonouredConsoleText.stateLabel[state]}</StatusBadge>;
}
