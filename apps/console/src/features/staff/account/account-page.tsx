import { StaffApi } from '@citybook/contract/staff';
import type { CurrentStaff } from '@citybook/contract/staff';
import { useQueryClient } from '@tanstack/react-query';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { AccountFacts, AccountSection } from '../../../components/own-account/account-section.tsx';
import { ChangePasswordForm } from '../../../components/own-account/change-password-form.tsx';
import { NewRecoveryCodes } from '../../../components/own-account/new-recovery-codes.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ROLE_LABELS, currentStaffKey, useSignedInStaff } from '../session/current-staff.ts';

const PRODUCT = 'Citybook console';

/** The signed-in person's own account, for every role: who they are, their password, their codes. */
export function AccountPage() {
  const staff = useSignedInStaff();
  const queryClient = useQueryClient();
  return (
    <ConsolePage title="Your account">
      <AccountFacts
        facts={[
          { term: 'Email address', value: staff.email },
          { term: 'Role', value: ROLE_LABELS[staff.role] },
          { term: 'Signed in', value: formatDateTime(staff.signedInAt) },
          // OPERATOR-6: the absolute end; 30 idle minutes end it sooner.
          { term: 'Signed out at the latest', value: formatDateTime(staff.sessionExpiresAt) },
        ]}
      />
      <AccountSection title="Password">
        {(titleId) => (
          <ChangePasswordForm
            titleId={titleId}
            where="the console"
            change={(body) => callApi(StaffApi.changeOwnPassword, { body })}
          />
        )}
      </AccountSection>
      <AccountSection title="Recovery codes">
        {() => (
          <NewRecoveryCodes
            email={staff.email}
            product={PRODUCT}
            codesLeft={staff.recoveryCodesLeft}
            make={() => callApi(StaffApi.newRecoveryCodes, { body: {} })}
            onMade={(count) =>
              queryClient.setQueryData<CurrentStaff>(currentStaffKey, (current) =>
                current ? { ...current, recoveryCodesLeft: count } : current,
              )
            }
          />
        )}
      </AccountSection>
    </ConsolePage>
  );
}
