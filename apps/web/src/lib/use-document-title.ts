import { useEffect } from 'react';
import { appTitle } from './app-title.ts';

/** Each screen names itself in the browser tab, so screen readers announce where the user landed. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = `${pageTitle} · ${appTitle()}`;
  }, [pageTitle]);
}
