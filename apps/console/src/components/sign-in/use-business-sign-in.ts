import type { BusinessSignInStep } from '@citybook/contract/business';
import { useCallback, useState } from 'react';
import { rememberSignInRealm } from '../../lib/sign-in-realm.ts';
import { isSignInExpired } from './sign-in-expired.ts';

export type BusinessStep = 'password' | Exclude<BusinessSignInStep, 'signedIn'>;

/**
 * Where a business sign-in is (MERCHANT-2, MERCHANT-15), in the business frame and on the Redeem
 * Desk alike: the step the server asked for, and whether a half-done sign-in expired and started
 * again. `signedIn` is also remembered on the device, so /console sends the person here next time.
 */
export function useBusinessSignIn(onSignedIn: () => void) {
  const [step, setStep] = useState<BusinessStep>('password');
  const [expired, setExpired] = useState(false);
  const signedIn = () => {
    rememberSignInRealm('business');
    onSignedIn();
  };
  const next = ({ next: name }: { next: BusinessSignInStep }) => {
    setExpired(false);
    if (name === 'signedIn') signedIn();
    else setStep(name);
  };
  const onExpired = useCallback((error: unknown) => {
    if (!isSignInExpired(error)) return false;
    setExpired(true);
    setStep('password');
    return true;
  }, []);
  return { step, expired, next, signedIn, onExpired };
}
