import { BusinessApi } from '@citybook/contract/business';
import { StaffSignInText } from '@citybook/contract/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Notice } from '../../../components/notice/notice.tsx';
import { CodeStep } from '../../../components/sign-in/code-step.tsx';
import { NewPasswordStep } from '../../../components/sign-in/new-password-step.tsx';
import { PasswordStep } from '../../../components/sign-in/password-step.tsx';
import { SignInCard, SignInElsewhere } from '../../../components/sign-in/sign-in-card.tsx';
import {
  useBusinessSignIn,
  type BusinessStep,
} from '../../../components/sign-in/use-business-sign-in.ts';
import { callApi } from '../../../lib/api-client.ts';
import { isFromConsole } from '../../../lib/sign-in-realm.ts';
import { BUSINESS_HOME, currentBusinessKey } from '../session/current-business.ts';

const TITLES: Record<BusinessStep, string> = {
  password: 'Sign in to your business',
  changePassword: 'Choose your password',
  code: 'Enter your code',
};

/** Why the page is shown, as the page that sent the person here says. */
type Reason = 'ended' | 'signedOut' | 'fromConsole';

const REASONS: Record<Reason, string> = {
  ended: 'Your session has ended. Please sign in again.',
  signedOut: 'You are signed out.',
  fromConsole:
    'This is the business sign-in, for a merchant’s admins and counter staff. The operator console is for Citybook’s own staff.',
};

function reasonOf(state: unknown): Reason | undefined {
  if (isFromConsole(state)) return 'fromConsole';
  if (typeof state !== 'object' || state === null) return undefined;
  if ('ended' in state) return 'ended';
  if ('signedOut' in state) return 'signedOut';
  return undefined;
}

/**
 * MERCHANT-2, MERCHANT-15: a business's people sign in at /console/business/sign-in with their
 * e-mail and password, then what the server asks next: a new password at the first sign-in, the
 * code when they have turned two-step sign-in on; then their portal.
 */
export function BusinessSignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [reason] = useState(() => reasonOf(location.state));
  const { step, expired, next, signedIn, onExpired } = useBusinessSignIn(() => {
    void queryClient.invalidateQueries({ queryKey: currentBusinessKey });
    void navigate(BUSINESS_HOME, { replace: true });
  });

  return (
    <SignInCard
      brand="Citybook for business"
      title={TITLES[step]}
      notice={
        expired ? (
          <Notice tone="error">{StaffSignInText.signInExpired}</Notice>
        ) : reason && step === 'password' ? (
          <Notice>{REASONS[reason]}</Notice>
        ) : null
      }
    >
      {step === 'password' ? (
        <>
          <PasswordStep
            signIn={(body) => callApi(BusinessApi.businessSignIn, { body })}
            onAnswer={next}
          />
          {reason === 'fromConsole' ? (
            <SignInElsewhere question="Citybook staff?" to="/sign-in" label="Operator sign-in" />
          ) : null}
        </>
      ) : step === 'changePassword' ? (
        <NewPasswordStep
          save={(newPassword) =>
            callApi(BusinessApi.businessSetNewPassword, { body: { newPassword } })
          }
          onAnswer={next}
          onExpired={onExpired}
        />
      ) : (
        <CodeStep
          submit={(code) => callApi(BusinessApi.businessSubmitCode, { body: { code } })}
          onSignedIn={signedIn}
          onExpired={onExpired}
        />
      )}
    </SignInCard>
  );
}
