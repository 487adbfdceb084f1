import type { BusinessLocation, CurrentBusinessUser } from '@citybook/contract/business';
import { DeskText } from '@citybook/contract/redemption';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { CodeCheck } from './code-check.tsx';
import { currentDeskUser, signOut } from './desk-api.ts';
import { DeskSignIn } from './desk-sign-in.tsx';
import { forgetLocation, keepLocation, keptLocation } from './location-store.ts';
import styles from './desk.module.css';

type State =
  | { name: 'loading' }
  | { name: 'unreachable' }
  | { name: 'signIn'; note?: string }
  | { name: 'signedIn'; user: CurrentBusinessUser; location: BusinessLocation | undefined };

/** A lone location needs no choosing; else the one kept on this device, if still theirs. */
function locationFor(user: CurrentBusinessUser): BusinessLocation | undefined {
  if (user.locations.length === 1) return user.locations[0];
  return keptLocation(user.id, user.locations);
}

/** Who is signed in on this device, and at which location; or why the desk cannot tell. */
async function stateOfSession(note?: string): Promise<State> {
  try {
    const user = await currentDeskUser();
    return { name: 'signedIn', user, location: locationFor(user) };
  } catch (error) {
    const signedOut = error instanceof ApiError && error.status === 401;
    return signedOut ? { name: 'signIn', ...(note ? { note } : {}) } : { name: 'unreachable' };
  }
}

/** MERCHANT-4: the Redeem Desk: signed in, at a location chosen once on this device, checking codes. */
export function DeskApp() {
  const [state, setState] = useState<State>({ name: 'loading' });

  const load = useCallback((note?: string) => {
    setState({ name: 'loading' });
    void stateOfSession(note).then(setState);
  }, []);

  // The first render already says it is loading; the state changes once the server answered.
  useEffect(() => void stateOfSession().then(setState), []);

  const onSignedOut = useCallback(() => load(DeskText.signedOut), [load]);
  const onNotYourLocation = useCallback(() => {
    forgetLocation();
    load();
  }, [load]);

  async function leave() {
    await signOut().catch(() => undefined);
    setState({ name: 'signIn' });
  }

  function choose(user: CurrentBusinessUser, location: BusinessLocation) {
    keepLocation(user.id, location.id);
    setState({ name: 'signedIn', user, location });
  }

  return (
    <div className={styles.desk}>
      <header className={styles.header}>
        <h1>{DeskText.title}</h1>
        {state.name === 'signedIn' && state.location && (
          <p className={styles.location}>{state.location.title}</p>
        )}
      </header>
      <main className={styles.main}>
        {state.name === 'loading' && <p role="status">{DeskText.checking}</p>}
        {state.name === 'unreachable' && (
          <div className={styles.stack}>
            <p role="alert">{DeskText.unreachable}</p>
            <button
              type="button"
              className={`${styles.button} ${styles.primary}`}
              onClick={() => load()}
            >
              {DeskText.tryAgain}
            </button>
          </div>
        )}
        {state.name === 'signIn' && (
          <>
            {state.note && <p role="status">{state.note}</p>}
            <DeskSignIn onSignedIn={() => load()} />
          </>
        )}
        {state.name === 'signedIn' && state.user.locations.length === 0 && (
          <p role="alert">{DeskText.noLocations}</p>
        )}
        {state.name === 'signedIn' && state.user.locations.length > 0 && !state.location && (
          <div className={styles.stack}>
            <h2>{DeskText.chooseLocation}</h2>
            <p>{DeskText.chooseLocationHint}</p>
            {state.user.locations.map((location) => (
              <button
                key={location.id}
                type="button"
                className={styles.button}
                onClick={() => choose(state.user, location)}
              >
                {location.title}
                <span className={styles.address}>{location.address}</span>
              </button>
            ))}
          </div>
        )}
        {state.name === 'signedIn' && state.location && (
          <CodeCheck
            key={state.location.id}
            merchantId={state.location.id}
            onSignedOut={onSignedOut}
            onNotYourLocation={onNotYourLocation}
          />
        )}
      </main>
      {state.name === 'signedIn' && (
        <footer className={styles.footer}>
          {state.location && state.user.locations.length > 1 && (
            <button
              type="button"
              className={styles.link}
              onClick={() => {
                forgetLocation();
                setState({ ...state, location: undefined });
              }}
            >
              {DeskText.changeLocation}
            </button>
          )}
          <span>{state.user.email}</span>
          <button type="button" className={styles.link} onClick={() => void leave()}>
            {DeskText.signOut}
          </button>
        </footer>
      )}
    </div>
  );
}
