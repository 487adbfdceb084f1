import { StaffApi } from '@citybook/contract/staff';
import type { CurrentStaff, StaffRole } from '@citybook/contract/staff';
import { useQuery } from '@tanstack/react-query';
import { createContext, use } from 'react';
import { callApi } from '../../../lib/api-client.ts';

/** The signed-in person's query: read once per sign-in, kept until the session ends. */
export const currentStaffKey = ['staff', 'me'] as const;

export function useCurrentStaffQuery() {
  return useQuery({
    queryKey: currentStaffKey,
    queryFn: ({ signal }) => callApi(StaffApi.getCurrentStaff, { signal }),
    // Every request keeps the session alive (OPERATOR-6): a tab that is only looked at must not.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export const SignedInContext = createContext<CurrentStaff | null>(null);

/** The signed-in person, inside the console's signed-in screens. */
export function useSignedInStaff(): CurrentStaff {
  const staff = use(SignedInContext);
  if (!staff) throw new Error('useSignedInStaff is used outside the signed-in screens.');
  return staff;
}

/** Whether a role may open a screen whose endpoints name these roles. */
export function mayOpen(role: StaffRole, roles: readonly StaffRole[]): boolean {
  return roles.includes(role);
}

/** What the console shows each role as. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  support: 'Support',
  analyst: 'Analyst',
};

/** What each role does, for the invitation and the role dialog (OPERATOR-1). */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Staff and settings, and everything an editor may do.',
  editor: 'The catalogue: markets, merchants, offers and ads.',
  support: 'Members and their accounts.',
  analyst: 'Reports, read only.',
};
