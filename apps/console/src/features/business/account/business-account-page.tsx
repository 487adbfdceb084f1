import { BusinessAccountApi } from '@citybook/contract/business';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { AccountFacts, AccountSection } from '../../../components/own-account/account-section.tsx';
import { ChangePasswordForm } from '../../../components/own-account/change-password-form.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { BUSINESS_ROLE_LABELS, useSignedInBusiness } from '../session/current-business.ts';
import { TwoStepSignIn } from './two-step-sign-in.tsx';

/**
 * MERCHANT-15: a business person's own account, merchant admin and counter staff alike: who they
 * are, their password, and the two-step sign-in they may turn on and off.
 */
export function BusinessAccountPage() {
  const person = useSignedInBusiness();
  return (
    <ConsolePage title="Your account">
      <AccountFacts
        facts={[
          { term: 'Email address', value: person.email },
          { term: 'Role', value: BUSINESS_ROLE_LABELS[person.role] },
          { term: 'Business', value: person.organisation.name },
          { term: 'Signed in', value: formatDateTime(person.signedInAt) },
          { term: 'Signed out at the latest', value: formatDateTime(person.sessionExpiresAt) },
        ]}
      />
      <AccountSection title="Password">
        {(titleId) => (
          <ChangePasswordForm
            titleId={titleId}
            where="Citybook for business"
            change={(body) => callApi(BusinessAccountApi.changeBusinessPassword, { body })}
          />
        )}
      </AccountSection>
      <AccountSection title="Two-step sign-in">
        {() => <TwoStepSignIn email={person.email} />}
      </AccountSection>
    </ConsolePage>
  );
}
