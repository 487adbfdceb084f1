import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { requireProfile } from './require-profile.ts';

/** MARKET-4: catalogue pages show the profile's market; a user without one picks it first. */
export async function requireMarketId(queryClient: QueryClient): Promise<number | Response> {
  const profile = await requireProfile(queryClient);
  if (profile instanceof Response) return profile;
  if (profile.marketId === null) return redirect(paths.market);
  return profile.marketId;
}
