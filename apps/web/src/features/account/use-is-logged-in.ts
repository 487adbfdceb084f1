import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from './api/get-profile.ts';
import { hasSession } from './session.ts';

/** Logged in: a session signal and a known profile. Never fetches by itself. */
export function useIsLoggedIn(): boolean {
  const { data: profile } = useQuery({ ...profileQueryOptions(), enabled: false });
  return profile !== undefined && hasSession();
}
