import { hasActiveSubscription } from '@citybook/contract';
import type { Profile } from '@citybook/contract';
import { useEffect, useRef } from 'react';
import { useGoBack } from '../../../lib/history.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SubscriptionChoices } from './subscription-choices.tsx';
import styles from './subscription-page.module.css';

/**
 * Spec §2 /account/changeSubscription: the other subscriptions, each bought like a new one. Only
 * for an active subscription; anyone else goes back (spec §4).
 */
export function ChangeSubscriptionPage({ profile }: { profile: Profile }) {
  useDocumentTitle('Change Subscription');
  const goBack = useGoBack();
  const allowed = hasActiveSubscription(profile);
  // Effects run twice in development: going back twice would leave two pages.
  const leaving = useRef(false);

  useEffect(() => {
    if (allowed || leaving.current) return;
    leaving.current = true;
    goBack(paths.managementMc);
  }, [allowed, goBack]);

  if (!allowed) return null;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Change Subscription</h1>
      <p>Choose the subscription you want instead of your current one.</p>
      <SubscriptionChoices accountId={profile.accountId} excludeCode={profile.subscriptionType} />
    </div>
  );
}
