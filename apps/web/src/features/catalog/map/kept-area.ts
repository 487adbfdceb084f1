import { inAreaAnswerSchema } from '@citybook/contract/catalog';
import type { InAreaAnswer } from '@citybook/contract/catalog';
import { storageKeys } from '../../../lib/storage/storage-keys.ts';
import { readStored, writeStored } from '../../../lib/storage/stored.ts';

const ALL = '*';

/**
 * Keeps the map's last answer for the tab (issue #32 item 5): opened again with no signal, or
 * with Citybook down, the map draws what it last had instead of nothing. One answer, replaced by
 * each new one; logout forgets it.
 */
export function keepAreaAnswer(
  marketId: number,
  categoryIds: readonly number[] | undefined,
  answer: InAreaAnswer,
): void {
  writeStored(storageKeys.mapArea, {
    marketId,
    categories: categoryIds ? [...categoryIds].sort((a, b) => a - b).join(',') : ALL,
    answer,
  });
}

/**
 * The kept answer of this market. Its clusters only when it was asked for the same categories:
 * a cluster cannot be split by category, while merchants are filtered where they are shown.
 */
export function keptAreaAnswer(
  marketId: number,
  categoryIds: readonly number[] | undefined,
): InAreaAnswer | undefined {
  const kept = readStored(storageKeys.mapArea);
  if (!kept || kept.marketId !== marketId) return undefined;
  const parsed = inAreaAnswerSchema.safeParse(kept.answer);
  if (!parsed.success) return undefined;
  const categories = categoryIds ? [...categoryIds].sort((a, b) => a - b).join(',') : ALL;
  return kept.categories === categories ? parsed.data : { ...parsed.data, clusters: [] };
}
