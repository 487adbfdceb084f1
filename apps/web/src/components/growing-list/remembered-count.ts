import { readStored, writeStored } from '../../lib/storage/stored.ts';
import { storageKeys } from '../../lib/storage/storage-keys.ts';

/**
 * APP-17 page state of a long list: how many cards it had built when the reader left, kept for
 * the session under the page's name (e.g. 'category.3').
 */
export function rememberedCount(page: string): number {
  return readStored(storageKeys.pageState.named(page))?.shown ?? 0;
}

export function rememberCount(page: string, shown: number): void {
  writeStored(storageKeys.pageState.named(page), { shown });
}
