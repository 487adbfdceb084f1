import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { VisuallyHidden } from '../../../components/visually-hidden/visually-hidden.tsx';
import { paths } from '../../../lib/paths.ts';
import styles from './counter-code.module.css';
import type { VerifyQrProps } from './verify-qr.tsx';
import { CounterText } from './counter-text.ts';

function NoQr(_: VerifyQrProps) {
  return null;
}

// The QR library is loaded only when a coupon is redeemed. Should its code fail to load (an old
// cache, no signal), the screen goes on without the QR: the code itself is what staff need.
const VerifyQr = lazy((): Promise<{ default: ComponentType<VerifyQrProps> }> =>
  import('./verify-qr.tsx').then(
    (module) => ({ default: module.VerifyQr }),
    () => ({ default: NoQr }),
  ),
);

/** The redemption's verification code, large for reading aloud, and its QR for staff to scan. */
export function CounterCode({ code }: { code: string }) {
  const url = new URL(paths.verifyCode(code), location.origin).href;
  return (
    <div className={styles.block}>
      <dl className={styles.code}>
        <dt className={styles.label}>{CounterText.codeLabel}</dt>
        <dd className={styles.value}>
          <span aria-hidden="true">{CounterText.codeGrouped(code)}</span>
          <VisuallyHidden>{CounterText.codeSpelled(code)}</VisuallyHidden>
        </dd>
      </dl>
      {/* Issue #32 item 4: right under the code, so staff know it is the one to check. */}
      <p className={styles.hint}>{CounterText.staffHint(`${location.host}${paths.verify}`)}</p>
      <Suspense fallback={<div className={styles.qr} />}>
        <VerifyQr url={url} label={CounterText.qrLabel} className={styles.qr} />
      </Suspense>
    </div>
  );
}
