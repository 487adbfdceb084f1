import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { paths } from '../../lib/paths.ts';

/** The part of the profile the market check reads, or where to go instead (login, /error). */
export type ProfileGate = (
  queryClient: QueryClient,
) => Promise<{ marketId: number | null } | Response>;

/**
 * MARKET-4: the catalogue pages (the lists and the map) show the profile's market; a user without
 * one picks it first. The root passes in its profile check (features do not know the root).
 */
export async function requireMarketId(
  queryClient: QueryClient,
  requireProfile: ProfileGate,
): Promise<number | Response> {
  const profile = await requireProfile(queryClient);
  if (profile instanceof Response) return profile;
  if (profile.marketId === null) return redirect(paths.market);
  return profile.marketId;
}
