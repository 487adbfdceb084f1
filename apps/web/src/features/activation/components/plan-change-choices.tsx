import {
  ConsentButton,
  SubscriptionManagementText as Text,
  SubscriptionText,
} from '@citybook/contract/activation';
import type { Subscription, SubscriptionType } from '@citybook/contract/activation';
import { formatMemberDate } from '../../../lib/format-date.ts';
import { useSubscriptionTypes } from '../api/get-subscription-types.ts';
import styles from './subscription-page.module.css';
import { ConsentTerms } from './consent-terms.tsx';
import { usePlanChange } from './use-plan-change.ts';
import { loadFailureMessage } from '../../../lib/api-error-message.ts';

/** The plan from the next renewal on: the one waiting, else the current one. */
function planAhead(subscription: Subscription): SubscriptionType {
  return subscription.nextPlan ?? subscription.plan;
}

function markOf(type: SubscriptionType, subscription: Subscription, date: string): string | null {
  if (type.code === subscription.nextPlan?.code) return Text.nextPlan(date);
  return type.code === subscription.plan.code ? Text.currentPlan : null;
}

/**
 * The plans, the current one marked. Choosing another changes the plan from the next renewal;
 * choosing the current one while a change waits withdraws it (docs/decisions 0012). The plan
 * already ahead stays focusable but does nothing, so focus stays where the member chose.
 */
export function PlanChangeChoices({ subscription }: { subscription: Subscription }) {
  const types = useSubscriptionTypes();
  const { choose, withdrawn, pending } = usePlanChange();
  const date = formatMemberDate(subscription.periodEnd);
  const current = subscription.plan.title;
  const ahead = planAhead(subscription);

  return (
    <>
      <p>{Text.changeRule(current, date)}</p>
      <ul className={styles.choices}>
        {types.data?.map((type) => {
          const chosen = type.code === ahead.code;
          const mark = markOf(type, subscription, date);
          return (
            <li key={type.code}>
              <button
                type="button"
                className={styles.choice}
                aria-disabled={chosen || pending || undefined}
                aria-busy={(pending && !chosen) || undefined}
                data-chosen={chosen || undefined}
                onClick={() => {
                  if (!chosen && !pending) void choose(type, subscription);
                }}
              >
                {SubscriptionText.choice(type)}
                {mark ? <span className={styles.mark}>{mark}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {/* ACTIVATION-22: the terms a change agrees to; the dialog names the plan's renewal. */}
      <ConsentTerms button={ConsentButton.change} />
      {types.isPending ? <p>{Text.loadingPlans}</p> : null}
      {types.isError ? <p>{loadFailureMessage(types.error, SubscriptionText.loadFailed)}</p> : null}
      <p role="status" className={styles.outcome}>
        {subscription.nextPlan
          ? Text.changeScheduled(subscription.nextPlan.title, date, current)
          : withdrawn
            ? Text.changeWithdrawn(current)
            : ''}
      </p>
    </>
  );
}
