import { SubscriptionManagementText, SubscriptionText } from '@citybook/contract/activation';
import type { SubscriptionType } from '@citybook/contract/activation';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { isNativeShell } from '../../../native/platform.ts';
import { useSubscriptionTypes } from '../api/get-subscription-types.ts';
import styles from './subscription-page.module.css';
import { useStorePurchase } from './use-store-purchase.ts';
import { StoreWaitText } from '../store-wait-text.ts';
import { loadFailureMessage } from '../../../lib/api-error-message.ts';

interface SubscriptionChoicesProps {
  /** The logged-in user's account; null without a login. */
  accountId: number | null;
  /** Other choices listed first, as list items. */
  children?: ReactNode;
}

function SubscriptionItems({ types }: { types: SubscriptionType[] }) {
  return types.map((type) => (
    <li key={type.code}>
      <Link className={styles.choice} to={paths.payment(type.code, false)}>
        {SubscriptionText.choice(type)}
      </Link>
    </li>
  ));
}

interface StoreChoicesProps {
  types: SubscriptionType[];
  accountId: number;
  children?: ReactNode;
}

function StoreChoices({ types, accountId, children }: StoreChoicesProps) {
  const { waiting, slow, start, stopWaiting } = useStorePurchase(accountId);
  return (
    <>
      <ul className={styles.choices}>
        {children}
        {types.map((type) => (
          <li key={type.code}>
            <button
              type="button"
              className={styles.choice}
              disabled={waiting}
              onClick={() => {
                start(type.code);
              }}
            >
              {SubscriptionText.choice(type)}
            </button>
          </li>
        ))}
      </ul>
      {waiting ? (
        <progress className={styles.progress} aria-label={StoreWaitText.progress} />
      ) : null}
      <p role="status" className={styles.status}>
        {waiting ? SubscriptionText.waitingForStore : ''}
        {waiting && slow ? ` ${StoreWaitText.slow}` : ''}
      </p>
      {waiting && slow ? (
        <Button variant="secondary" onClick={stopWaiting}>
          {StoreWaitText.stopWaiting}
        </Button>
      ) : null}
    </>
  );
}

/**
 * The subscriptions on offer. On the web each leads to the card form; in the native shell (with a
 * login) each starts the store's purchase instead (ACTIVATION-19 StartIAP).
 */
export function SubscriptionChoices({ accountId, children }: SubscriptionChoicesProps) {
  const query = useSubscriptionTypes();
  const types = query.data ?? [];
  const state = query.isPending ? (
    <p>{SubscriptionManagementText.loadingPlans}</p>
  ) : query.isError ? (
    <p>{loadFailureMessage(query.error, SubscriptionText.loadFailed)}</p>
  ) : null;

  if (isNativeShell() && accountId !== null) {
    return (
      <>
        <StoreChoices types={types} accountId={accountId}>
          {children}
        </StoreChoices>
        {state}
      </>
    );
  }
  return (
    <>
      <ul className={styles.choices}>
        {children}
        <SubscriptionItems types={types} />
      </ul>
      {state}
    </>
  );
}
