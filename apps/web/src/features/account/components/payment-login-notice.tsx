import { PAYMENT_LOGIN_NOTICE } from '@citybook/contract/account';
import { hasPaymentReturn } from '../../../lib/payment-return.ts';
import { useBrowserValue } from '../../../lib/use-browser-value.ts';
import styles from './form-page.module.css';

/** Tells a visitor who opened the payment page why they are here, and that the plan is kept. */
export function PaymentLoginNotice() {
  // Kept in the tab's storage: the prerendered login page has no notice.
  return useBrowserValue(hasPaymentReturn, false) ? (
    <p className={styles.notice}>{PAYMENT_LOGIN_NOTICE}</p>
  ) : null;
}
