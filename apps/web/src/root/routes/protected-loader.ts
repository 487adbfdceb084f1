import type { QueryClient } from '@tanstack/react-query';
import { requireProfile } from './require-profile.ts';

/** Guards every route that needs a login (APP-2). */
export function protectedLoader(queryClient: QueryClient) {
  return async () => {
    const profile = await requireProfile(queryClient);
    return profile instanceof Response ? profile : null;
  };
}
