import { StaffApi, StaffSignInText } from '@citybook/contract/staff';
import type { CurrentStaff, StaffSignInStep } from '@citybook/contract/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Notice } from '../../../components/notice/notice.tsx';
import { AuthenticatorEnrolment } from '../../../components/sign-in/authenticator-enrolment.tsx';
import { CodeStep } from '../../../components/sign-in/code-step.tsx';
import { NewPasswordStep } from '../../../components/sign-in/new-password-step.tsx';
import { PasswordStep } from '../../../components/sign-in/password-step.tsx';
import { RecoveryCodesStep } from '../../../components/sign-in/recovery-codes-step.tsx';
import { SignInCard, SignInElsewhere } from '../../../components/sign-in/sign-in-card.tsx';
import { isSignInExpired } from '../../../components/sign-in/sign-in-expired.ts';
import { callApi } from '../../../lib/api-client.ts';
import { rememberSignInRealm } from '../../../lib/sign-in-realm.ts';
import { currentStaffKey } from '../session/current-staff.ts';
import { readSignInState, signInReasonText } from '../session/sign-in-state.ts';

type Step =
  | { name: 'password' | StaffSignInStep }
  | { name: 'recoveryCodes'; codes: readonly string[]; staff: CurrentStaff };

const TITLES: Record<Step['name'], string> = {
  password: 'Sign in',
  changePassword: 'Choose your password',
  enrol: 'Set up your authenticator app',
  code: 'Enter your code',
  recoveryCodes: 'Save your recovery codes',
};

const PRODUCT = 'Citybook console';

/** MERCHANT-2: where a business's people sign in instead (the business frame's sign-in). */
export const BUSINESS_SIGN_IN_PATH = '/business/sign-in';

/**
 * Staff sign-in (OPERATOR-3, OPERATOR-4): the e-mail and password, then what the server asks
 * for next: a new password and the authenticator's enrolment at a first sign-in, else the code.
 */
export function SignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [entry] = useState(() => readSignInState(location.state));
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [notice, setNotice] = useState<{ text: string; tone: 'info' | 'error' }>();
  const reason = signInReasonText(entry);

  const signedIn = (staff: CurrentStaff) => {
    queryClient.setQueryData(currentStaffKey, staff);
    rememberSignInRealm('console');
    void navigate(entry.from ?? '/', { replace: true });
  };
  /** The half-done sign-in expired or was spent: start again, saying why. */
  const onExpired = useCallback((error: unknown) => {
    if (!isSignInExpired(error)) return false;
    setNotice({ text: StaffSignInText.signInExpired, tone: 'error' });
    setStep({ name: 'password' });
    return true;
  }, []);
  const next = ({ next: name }: { next: StaffSignInStep }) => {
    setNotice(undefined);
    setStep({ name });
  };

  return (
    <SignInCard
      brand={PRODUCT}
      title={TITLES[step.name]}
      notice={
        notice ? (
          <Notice tone={notice.tone}>{notice.text}</Notice>
        ) : reason && step.name === 'password' ? (
          <Notice>{reason}</Notice>
        ) : null
      }
    >
      {step.name === 'password' ? (
        <>
          <PasswordStep signIn={(body) => callApi(StaffApi.signIn, { body })} onAnswer={next} />
          <SignInElsewhere
            question="Signing in for a business?"
            to={BUSINESS_SIGN_IN_PATH}
            label="Business sign-in"
          />
        </>
      ) : step.name === 'changePassword' ? (
        <NewPasswordStep
          save={(newPassword) => callApi(StaffApi.setNewPassword, { body: { newPassword } })}
          onAnswer={next}
          onExpired={onExpired}
        />
      ) : step.name === 'enrol' ? (
        <AuthenticatorEnrolment
          queryKey={['staff', 'enrolment']}
          start={() => callApi(StaffApi.startEnrolment, { body: {} })}
          finish={(code) => callApi(StaffApi.finishEnrolment, { body: { code } })}
          onFailure={onExpired}
          startFailed="The secret could not be made. Please sign in again."
          onDone={(done) =>
            setStep({ name: 'recoveryCodes', codes: done.recoveryCodes, staff: done.staff })
          }
        />
      ) : step.name === 'code' ? (
        <CodeStep
          submit={(code) => callApi(StaffApi.submitCode, { body: { code } })}
          onSignedIn={signedIn}
          onExpired={onExpired}
        />
      ) : step.name === 'recoveryCodes' ? (
        <RecoveryCodesStep
          codes={step.codes}
          email={step.staff.email}
          product={PRODUCT}
          continueLabel="Continue to the console"
          onContinue={() => signedIn(step.staff)}
        />
      ) : null}
    </SignInCard>
  );
}
