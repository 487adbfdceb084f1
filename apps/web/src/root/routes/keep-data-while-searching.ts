import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { onlyListViewDiffers } from '../../lib/list-view-params.ts';

/**
 * Typing in a list's search box, or choosing its order or filters, changes only the address's
 * list parameters (lib/list-view-params): the data loaded for the page still holds, so its
 * loaders do not run again for each keystroke or choice.
 */
export function keepDataWhileSearching({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return onlyListViewDiffers(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}
