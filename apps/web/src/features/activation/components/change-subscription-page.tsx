import { hasActiveSubscription } from '@citybook/contract/account';
import type { Profile } from '@citybook/contract/account';
import {
  SubscriptionManagementText as Text,
  SubscriptionRuleText,
  SubscriptionText,
} from '@citybook/contract/activation';
import type { SubscriptionAnswer } from '@citybook/contract/activation';
import { useEffect, useRef } from 'react';
import { useGoBackInBrowser } from '../../../lib/history.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { PlanChangeChoices } from './plan-change-choices.tsx';
import styles from './subscription-page.module.css';
import { loadFailureMessage } from '../../../lib/api-error-message.ts';

/** Whether the server's answer still allows a change; unknown (loading, failed) counts as yes. */
function changeable(answer: SubscriptionAnswer | undefined): boolean {
  return answer === undefined || answer.subscription?.status === 'active';
}

/**
 * ACTIVATION-16 /account/changeSubscription: the plans, the current one marked; a change takes effect
 * at the next renewal and charges nothing now. Only for an active subscription; anyone else goes
 * back (ACTIVATION-16).
 */
export function ChangeSubscriptionPage({ profile }: { profile: Profile }) {
  useDocumentTitle('Change Subscription');
  // Opened by its address, it goes back too, not to Account (issue #32 item 12).
  const goBack = useGoBackInBrowser();
  const activeByProfile = hasActiveSubscription(profile);
  const query = useSubscription({ enabled: activeByProfile });
  const allowed = activeByProfile && changeable(query.data);
  // Effects run twice in development: going back twice would leave two pages.
  const leaving = useRef(false);

  useEffect(() => {
    if (allowed || leaving.current) return;
    leaving.current = true;
    goBack(paths.managementMc);
  }, [allowed, goBack]);

  if (!allowed) return null;
  const subscription = query.data?.subscription;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Change Subscription</h1>
      {subscription ? (
        subscription.source === 'card' ? (
          <PlanChangeChoices subscription={subscription} />
        ) : (
          <p>{SubscriptionRuleText.storeManaged(subscription.source)}</p>
        )
      ) : query.isError ? (
        <p>{loadFailureMessage(query.error, SubscriptionText.detailsFailed)}</p>
      ) : (
        <p>{Text.loading}</p>
      )}
    </div>
  );
}
