import { ProfileText } from '@citybook/contract';
import styles from './form-page.module.css';

/** Why a form is disabled for the shared guest account, which can change nothing (spec §6). */
export function GuestNotice() {
  return <p className={styles.notice}>{ProfileText.guestDisabled}</p>;
}
