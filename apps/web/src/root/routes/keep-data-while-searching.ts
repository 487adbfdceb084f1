import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { onlySearchTextDiffers } from '../../lib/search-text.ts';

/**
 * Typing in a list's search box changes only the address's `?q=` (lib/use-search-text): the data
 * loaded for the page still holds, so its loaders do not run again for each keystroke.
 */
export function keepDataWhileSearching({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return onlySearchTextDiffers(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}
