import { PROFILE_ERROR_MESSAGE } from '@citybook/contract/account';
import { CatalogLoadError } from '../../features/catalog/components/catalog-load-error.tsx';
import { paths } from '../../lib/paths.ts';

/**
 * ACCOUNT-16 profile load: the error dialog, then back one page, as for the other loads; opened
 * directly, with nothing to go back to, the /error page and its 'try again'.
 */
export function ProfileError() {
  return (
    <CatalogLoadError heading="Account" message={PROFILE_ERROR_MESSAGE} fallback={paths.error} />
  );
}
