import { useQuery } from '@tanstack/react-query';
import { marketQueryOptions } from '../../../lib/market-query.ts';

/** The market with this id; nothing is fetched while the id is null. */
export function useMarket(marketId: number | null) {
  return useQuery({ ...marketQueryOptions(marketId ?? 0), enabled: marketId !== null });
}
