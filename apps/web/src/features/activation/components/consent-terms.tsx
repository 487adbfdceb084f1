import {
  ConsentText,
  CURRENT_TERMS,
  renewalWording,
  termsOfVersion,
} from '@citybook/contract/activation';
import type { SubscriptionType } from '@citybook/contract/activation';
import styles from './consent-terms.module.css';

/** A version of the subscription terms to read, folded until asked for; nothing for an unknown one. */
export function TermsText({ version }: { version: string }) {
  const terms = termsOfVersion(version);
  if (!terms) return null;
  return (
    <details className={styles.text}>
      <summary>{ConsentText.readTerms}</summary>
      <div className={styles.body} role="document" aria-label={ConsentText.termsTitle(version)}>
        {terms.text.split('\n\n').map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </details>
  );
}

interface ConsentTermsProps {
  /** The plan the renewal charges; without one, only the agreement and the terms are shown. */
  plan?: Pick<SubscriptionType, 'price' | 'period'>;
  /** The label of the button that gives consent. */
  button: string;
}

/**
 * ACTIVATION-22: what is shown beside a button that buys, changes or resumes a plan: the renewal
 * wording, what pressing it agrees to, and the current terms. The server records the same words.
 */
export function ConsentTerms({ plan, button }: ConsentTermsProps) {
  return (
    <div className={styles.terms}>
      {plan ? <p className={styles.renewal}>{renewalWording(plan)}</p> : null}
      <p className={styles.agreement}>{ConsentText.agreement(button)}</p>
      <TermsText version={CURRENT_TERMS.version} />
    </div>
  );
}
