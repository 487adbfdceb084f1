import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/button/button.tsx';
import { markActivationPrompted } from '../../../lib/activation-prompt-storage.ts';
import { useGoBack } from '../../../lib/history.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './activation-page.module.css';

/** The subscription offered from here until the subscription pages list the types. */
const DEFAULT_SUBSCRIPTION_TYPE = 1;

/** Spec §2: `days` is the number of days left on the current activation, when renewing. */
function daysLeft(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const days = Number(value);
  return Number.isInteger(days) ? days : null;
}

function remainingText(days: number): string {
  if (days <= 0) return 'Your activation has expired.';
  return `Your activation ends in ${String(days)} ${days === 1 ? 'day' : 'days'}.`;
}

/** Spec §2 /account/selectActivation: activate (or renew) with a book code or a subscription. */
export function SelectActivationPage() {
  const [searchParams] = useSearchParams();
  const days = daysLeft(searchParams.get('days'));
  const title = days === null ? 'Activate Citybook' : 'Renew Your Activation';
  useDocumentTitle(title);
  const goBack = useGoBack();

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      {days === null ? (
        <p>Activate your account to redeem coupons.</p>
      ) : (
        <p>{remainingText(days)} Renew to keep redeeming coupons.</p>
      )}
      <ul className={styles.choices}>
        <li>
          <Link className={styles.choice} to={paths.activate}>
            I have a book code
          </Link>
        </li>
        <li>
          <Link className={styles.choice} to={paths.payment(DEFAULT_SUBSCRIPTION_TYPE, false)}>
            Subscribe
          </Link>
        </li>
        <li>
          <Button
            variant="secondary"
            className={styles.skip}
            onClick={() => {
              // Spec §4: skipping is remembered, so the user is not asked again this session.
              markActivationPrompted();
              goBack(paths.categories);
            }}
          >
            Not now
          </Button>
        </li>
      </ul>
    </div>
  );
}
