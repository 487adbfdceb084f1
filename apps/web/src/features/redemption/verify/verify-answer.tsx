import { VerifyText } from '@citybook/contract/redemption';
import { ApiError } from '../../../lib/api-client.ts';
import { isRateLimited } from '../../../lib/api-error-message.ts';
import { useVerifyCode } from '../api/verify-code.ts';
import { formatCheckTime, formatTimeAgo } from './format-time-ago.ts';
import styles from './verify-page.module.css';

/** What the server says of a code, in plain words for staff at a counter. */
export function VerifyAnswer({ code }: { code: string }) {
  const check = useVerifyCode(code);

  if (check.isPending) {
    return (
      <p className={styles.answer} role="status">
        {VerifyText.checking}
      </p>
    );
  }
  if (check.isError) {
    const notFound = check.error instanceof ApiError && check.error.status === 404;
    return (
      <section className={`${styles.answer} ${styles.invalid}`} role="alert">
        <p className={styles.verdict}>
          {notFound
            ? VerifyText.notFound
            : isRateLimited(check.error)
              ? check.error.message
              : VerifyText.failed}
        </p>
        {notFound ? <p>{VerifyText.notFoundYet}</p> : null}
      </section>
    );
  }
  const { merchantName, offerTitle, redeemedAt, firstCheckedAt, receivedAt } = check.data;
  return (
    <section
      className={`${styles.answer} ${styles.valid}`}
      role="status"
      aria-label={VerifyText.valid}
    >
      <p className={styles.verdict}>
        <span aria-hidden="true">✓ </span>
        {VerifyText.valid}
      </p>
      <p className={styles.code}>{check.data.code}</p>
      <dl className={styles.facts}>
        <dt>{VerifyText.merchant}</dt>
        <dd>{merchantName}</dd>
        <dt>{VerifyText.offer}</dt>
        <dd>{offerTitle}</dd>
        <dt>{VerifyText.redeemed}</dt>
        <dd>
          <time dateTime={redeemedAt}>
            {formatCheckTime(redeemedAt)}, {formatTimeAgo(redeemedAt)}
          </time>
        </dd>
      </dl>
      {receivedAt === null ? null : (
        <p>{VerifyText.madeOffline(formatCheckTime(redeemedAt), formatCheckTime(receivedAt))}</p>
      )}
      <p className={firstCheckedAt === null ? undefined : styles.warning}>
        {firstCheckedAt === null ? (
          VerifyText.firstCheck
        ) : (
          <>
            {VerifyText.checkedBefore}{' '}
            <time dateTime={firstCheckedAt}>
              {formatCheckTime(firstCheckedAt)}, {formatTimeAgo(firstCheckedAt)}
            </time>
            .
          </>
        )}
      </p>
    </section>
  );
}
