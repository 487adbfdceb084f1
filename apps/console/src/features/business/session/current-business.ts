import { BusinessApi } from '@citybook/contract/business';
import type { BusinessRole, CurrentBusinessUser } from '@citybook/contract/business';
import { useQuery } from '@tanstack/react-query';
import { createContext, use } from 'react';
import { ApiError, callApi } from '../../../lib/api-client.ts';

/** The signed-in business person's query (MERCHANT-2): read once per sign-in. */
export const currentBusinessKey = ['business', 'me'] as const;

export function useCurrentBusinessQuery() {
  return useQuery({
    queryKey: currentBusinessKey,
    queryFn: ({ signal }) => callApi(BusinessApi.getCurrentBusinessUser, { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** A business endpoint answering 401: the business session is over (or never was). */
export const isBusinessSessionEnded = (error: unknown) =>
  error instanceof ApiError && error.status === 401;

export const BusinessSignedInContext = createContext<CurrentBusinessUser | null>(null);

/** The signed-in business person, inside the business frame. */
export function useSignedInBusiness(): CurrentBusinessUser {
  const person = use(BusinessSignedInContext);
  if (!person) throw new Error('useSignedInBusiness is used outside the business frame.');
  return person;
}

/** How the portal names each business role (MERCHANT-2). */
export const BUSINESS_ROLE_LABELS: Record<BusinessRole, string> = {
  merchantAdmin: 'Merchant admin',
  counterStaff: 'Counter staff',
  fundraiserLeader: 'Fundraising leader',
};

/** Where the business screens live in the console app (ADR 0030). */
export const BUSINESS_HOME = '/business';
export const BUSINESS_SIGN_IN = '/business/sign-in';
