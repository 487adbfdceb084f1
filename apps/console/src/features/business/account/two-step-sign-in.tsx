import { BusinessAccountApi } from '@citybook/contract/business';
import type { BusinessSecondFactor } from '@citybook/contract/business';
import { Button } from '@citybook/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Notice } from '../../../components/notice/notice.tsx';
import { NewCodes, NewRecoveryCodes } from '../../../components/own-account/new-recovery-codes.tsx';
import { AuthenticatorEnrolment } from '../../../components/sign-in/authenticator-enrolment.tsx';
import { callApi, messageOf } from '../../../lib/api-client.ts';
import { currentBusinessKey } from '../session/current-business.ts';
import { TurnOffDialog } from './turn-off-dialog.tsx';
import styles from './business-account.module.css';

export const PRODUCT = 'Citybook for business';
const secondFactorKey = ['business', 'second-factor'] as const;

export const TwoStepText = {
  off: 'Two-step sign-in is off: your password alone signs you in. Turn it on, and each sign-in also asks for a code from an authenticator app on your phone, so a stolen password is not enough.',
  on: 'Two-step sign-in is on: each sign-in asks for your password and a code from your authenticator app.',
  turnedOn:
    'Two-step sign-in is on. From your next sign-in, you enter the app’s code after your password.',
  turnedOff: 'Two-step sign-in is off. Your password alone signs you in now.',
  loadFailed: 'Whether two-step sign-in is on could not be read. Please reload the page.',
} as const;

type Mode =
  { name: 'idle'; said?: string } | { name: 'enrolling' } | { name: 'codes'; codes: string[] };

/**
 * MERCHANT-15: the second factor offered to a business's people: set up an authenticator (QR code
 * and key, confirmed with a code; the recovery codes shown once), make new recovery codes, or
 * turn it off with the password and a current code.
 */
export function TwoStepSignIn({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>({ name: 'idle' });
  const [turningOff, setTurningOff] = useState(false);
  const state = useQuery({
    queryKey: secondFactorKey,
    queryFn: ({ signal }) => callApi(BusinessAccountApi.getBusinessSecondFactor, { signal }),
  });
  const changed = (said?: string) => {
    setMode({ name: 'idle', ...(said ? { said } : {}) });
    void queryClient.invalidateQueries({ queryKey: secondFactorKey });
    void queryClient.invalidateQueries({ queryKey: currentBusinessKey });
  };

  if (mode.name === 'enrolling')
    return (
      <div className={styles.stack}>
        <AuthenticatorEnrolment
          queryKey={['business', 'enrolment']}
          start={() => callApi(BusinessAccountApi.startBusinessEnrolment, { body: {} })}
          finish={(code) => callApi(BusinessAccountApi.finishBusinessEnrolment, { body: { code } })}
          onFailure={() => false}
          startFailed="Setting up could not start. Please try again."
          onDone={({ recoveryCodes }) => setMode({ name: 'codes', codes: recoveryCodes })}
          cancel={
            <Button variant="secondary" onClick={() => setMode({ name: 'idle' })}>
              Cancel
            </Button>
          }
        />
      </div>
    );
  if (mode.name === 'codes')
    return (
      <NewCodes
        codes={mode.codes}
        email={email}
        product={PRODUCT}
        heading="Your recovery codes"
        lead={TwoStepText.turnedOn}
        onDone={() => changed()}
      />
    );
  if (state.isPending) return <p role="status">Loading…</p>;
  if (state.isError)
    return <Notice tone="error">{messageOf(state.error, TwoStepText.loadFailed)}</Notice>;

  const factor: BusinessSecondFactor = state.data;
  return (
    <div className={styles.stack}>
      {mode.said ? <Notice tone="success">{mode.said}</Notice> : null}
      {factor.enabled ? (
        <>
          <p>{TwoStepText.on}</p>
          <NewRecoveryCodes
            email={email}
            product={PRODUCT}
            codesLeft={factor.recoveryCodesLeft}
            make={() => callApi(BusinessAccountApi.newBusinessRecoveryCodes, { body: {} })}
            onMade={(count) =>
              queryClient.setQueryData<BusinessSecondFactor>(secondFactorKey, (current) =>
                current ? { ...current, recoveryCodesLeft: count } : current,
              )
            }
          />
          <div>
            <Button variant="secondary" onClick={() => setTurningOff(true)}>
              Turn off two-step sign-in…
            </Button>
          </div>
          {turningOff ? (
            <TurnOffDialog
              onClose={() => setTurningOff(false)}
              onDone={() => {
                setTurningOff(false);
                changed(TwoStepText.turnedOff);
              }}
            />
          ) : null}
        </>
      ) : (
        <>
          <p>{TwoStepText.off}</p>
          <div>
            <Button onClick={() => setMode({ name: 'enrolling' })}>Set up two-step sign-in</Button>
          </div>
        </>
      )}
    </div>
  );
}
