import { StatusBadge } from '../../../components/status-badge/status-badge.tsx';

/** MERCHANT-1: an organisation's people can sign in (active) or not (disabled). */
export function OrganisationBadge({ disabled }: { disabled: boolean }) {
  return disabled ? (
    <StatusBadge tone="retired">Disabled</StatusBadge>
  ) : (
    <StatusBadge tone="live">Active</StatusBadge>
  );
}
