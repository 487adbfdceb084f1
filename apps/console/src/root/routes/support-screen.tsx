import { MEMBER_PAGE_ROLES, SupportPage } from '../../features/account/index.ts';
import { useSignedInStaff } from '../../features/staff/index.ts';

/** OPERATOR-18: the Support screen; analysts see the counts, never a member. */
export function SupportScreen() {
  const staff = useSignedInStaff();
  return <SupportPage findsMembers={MEMBER_PAGE_ROLES.some((role) => role === staff.role)} />;
}
