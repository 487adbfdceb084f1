import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { loadStoredProfile } from '../../features/account/profile-storage.ts';
import { clearLocalSession } from '../../features/account/session.ts';
import { paths } from '../../lib/paths.ts';
import { forgetDeviceRecords } from '../device-records.ts';

/**
 * The server no longer knows the session: forget it here too, with the member's records kept for
 * offline use (in the background), and ask for a new login.
 */
export function endSession(queryClient: QueryClient): Response {
  void forgetDeviceRecords({ userId: loadStoredProfile()?.accountId, erased: false });
  void clearLocalSession();
  queryClient.clear();
  return redirect(paths.login);
}
