import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/button/button.tsx';
import { markActivationPrompted } from '../landing/activation-prompt-storage.ts';
import { readStoredExpiration } from '../../../lib/expiration-storage.ts';
import { useGoBack } from '../../../lib/history.ts';
import { takeLandingRedirect } from '../landing/landing-flags.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isMobilePlusSession } from '../../../lib/variant.ts';
import styles from './activation-page.module.css';
import { SubscriptionChoices } from './subscription-choices.tsx';
import { RenewalText } from '../renewal-text.ts';

/**
 * ACTIVATION-2: `days` is the number of days left on the current activation, when renewing. Without
 * it (Account's 'Extend Your Activation', the categories' renewal link), the days the categories
 * landing stored: a member with days left is extending, not activating (issue #15 item 17).
 */
function daysLeft(value: string | null): number | null {
  if (value === null || value.trim() === '') {
    const stored = readStoredExpiration();
    return typeof stored === 'number' && stored >= 1 ? stored : null;
  }
  const days = Number(value);
  return Number.isInteger(days) ? days : null;
}

interface SelectActivationPageProps {
  /** The logged-in user's account, for a purchase in the app store; null without a login. */
  accountId: number | null;
}

/** ACTIVATION-2 /account/selectActivation: activate (or renew) with a book code or a subscription. */
export function SelectActivationPage({ accountId }: SelectActivationPageProps) {
  const [searchParams] = useSearchParams();
  const days = daysLeft(searchParams.get('days'));
  const title = days === null ? 'Activate Citybook' : RenewalText.title;
  useDocumentTitle(title);
  const goBack = useGoBack();
  const navigate = useNavigate();
  // Read once per visit: a later visit from the menu must go back as usual.
  const fromLanding = useRef(false);
  useEffect(() => {
    fromLanding.current ||= takeLandingRedirect();
  }, []);
  // APP-12: the subscription variant hides code activation.
  const offersBookCode = !isMobilePlusSession();

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      {days === null ? (
        <p>Activate your account to redeem coupons.</p>
      ) : (
        <>
          <p>{RenewalText.daysLeft(days)}</p>
          <p>{RenewalText.whatExtendingDoes}</p>
        </>
      )}
      <SubscriptionChoices accountId={accountId}>
        {offersBookCode ? (
          <li>
            <Link className={styles.choice} to={paths.activate}>
              I have a book code
            </Link>
          </li>
        ) : null}
      </SubscriptionChoices>
      <Button
        variant="secondary"
        className={styles.skip}
        onClick={() => {
          // ACTIVATION-2: skipping is remembered, so the user is not asked again this session.
          markActivationPrompted();
          // Sent here on the way to the categories: 'back' is the categories.
          if (fromLanding.current) void navigate(paths.categories, { replace: true });
          else goBack(paths.categories);
        }}
      >
        Not now
      </Button>
    </div>
  );
}
