import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_TEXT_PARAM, withSearchText } from './search-text.ts';

/**
 * Spec "Other screens" (category): a list's search text, kept in the page's address (`?q=`), so
 * that coming back to the page (Back, Forward, a reload) brings it back with the entry. Typing
 * replaces the entry rather than adding one per keystroke, and leaves the scroll where it is.
 */
export function useSearchText(): [string, (text: string) => void] {
  const [params, setParams] = useSearchParams();
  // The field follows each keystroke at once; the address changes a moment later, when the
  // router has finished its (asynchronous) navigation, which a controlled field cannot wait for.
  const [text, setText] = useState(() => params.get(SEARCH_TEXT_PARAM) ?? '');

  const change = (next: string) => {
    setText(next);
    setParams((current) => withSearchText(current, next), {
      replace: true,
      preventScrollReset: true,
    });
  };
  return [text, change];
}
