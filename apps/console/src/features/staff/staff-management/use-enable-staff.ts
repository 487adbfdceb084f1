import { StaffApi } from '@citybook/contract/staff';
import type { StaffRow } from '@citybook/contract/staff';
import { useMutation } from '@tanstack/react-query';
import { callApi, messageOf } from '../../../lib/api-client.ts';

/** Enables a disabled account again: nothing is lost by it, so no confirmation is asked. */
export function useEnableStaff(onDone: (row: StaffRow) => void) {
  const enable = useMutation({
    mutationFn: (row: StaffRow) =>
      callApi(StaffApi.setStaffDisabled, {
        params: { staffId: row.id },
        body: { disabled: false },
      }),
    onSuccess: onDone,
  });
  return {
    ...enable,
    errorMessage: messageOf(enable.error, 'The account could not be enabled. Please try again.'),
  };
}
