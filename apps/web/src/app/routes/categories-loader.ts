import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { categoriesQueryOptions } from '../../features/catalog/api/get-categories.ts';
import { isUnauthorized } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { endSession } from './end-session.ts';
import { requireProfile } from './require-profile.ts';

export interface CategoriesData {
  marketId: number;
}

/** Spec §2: the categories need the profile's market; they are loaded before the page shows. */
export function categoriesLoader(queryClient: QueryClient) {
  return async (): Promise<CategoriesData | Response> => {
    const profile = await requireProfile(queryClient);
    if (profile instanceof Response) return profile;
    if (profile.marketId === null) return redirect(paths.market);
    try {
      await queryClient.query({ ...categoriesQueryOptions(profile.marketId), staleTime: 'static' });
    } catch (error) {
      if (isUnauthorized(error)) return endSession(queryClient);
      throw error;
    }
    return { marketId: profile.marketId };
  };
}
