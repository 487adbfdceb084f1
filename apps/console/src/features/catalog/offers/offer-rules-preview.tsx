import {
  OFFER_RULES_HEADING,
  describeOfferRules,
  hasTimeRules,
  notValidNowMessage,
} from '@citybook/contract/catalog';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import type { OfferFormApi } from './offer-draft.ts';
import { validRulesOfDraft } from './offer-rules-draft.ts';
import styles from './offers.module.css';

/**
 * OPERATOR-10, ADR 0022: the rules as members will read them on the offer's page, in the same
 * words (the contract's `describeOfferRules`), and what the app answers a redemption outside
 * them. Updated as the editor types; a rule not yet complete is left out and said so.
 */
export function OfferRulesPreview({
  control,
  timeZone,
}: {
  control: OfferFormApi['control'];
  /** The market's zone, whose wall clock the days, hours and dates are. */
  timeZone: string | undefined;
}) {
  const headingId = useId();
  const draft = useWatch({ control, name: 'rules' });
  const { rules, incomplete } = validRulesOfDraft(draft);
  const lines = describeOfferRules(rules);
  return (
    <section className={styles.preview} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.previewTitle}>
        What members read
      </h3>
      <p className={styles.previewHeading}>{OFFER_RULES_HEADING}</p>
      {lines.length > 0 ? (
        <ul className={styles.previewLines}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>No rules: members can use it at any time while it is live.</p>
      )}
      {hasTimeRules(rules) ? (
        <p className={styles.hint}>
          Outside these times the app refuses it: “{notValidNowMessage(rules)}”
        </p>
      ) : null}
      {incomplete ? (
        <p className={styles.hint}>A rule that is not filled in completely is not shown yet.</p>
      ) : null}
      {timeZone ? (
        <p className={styles.hint}>
          Days, hours and dates are the market’s local time ({timeZone}).
        </p>
      ) : null}
    </section>
  );
}
