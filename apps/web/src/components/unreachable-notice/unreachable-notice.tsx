import { UnreachableText } from '@citybook/contract/app';
import type { ReactNode } from 'react';
import { useIsOnline } from '../../lib/use-is-online.ts';
import { Button } from '../button/button.tsx';
import styles from './unreachable-notice.module.css';

interface UnreachableNoticeProps {
  /** What the page can still show, or what it needs. */
  children: ReactNode;
  /** Asks Citybook again; no button without it. */
  onTryAgain?: (() => void) | undefined;
  className?: string | undefined;
  /** One short block, for a page with little room to spare (the map). */
  compact?: boolean | undefined;
}

/**
 * Issue #32 item 5: a page that could not reach Citybook says why in words a member knows — "You're
 * offline" when the device has no network, "Can't reach Citybook" when it has one but no answer
 * came — instead of an error, and then shows what the device has.
 */
export function UnreachableNotice({
  children,
  onTryAgain,
  className,
  compact = false,
}: UnreachableNoticeProps) {
  const online = useIsOnline();
  const title = online ? UnreachableText.unreachable : UnreachableText.offline;
  const classes = [styles.notice, compact ? styles.compact : null, className].filter(Boolean);
  return (
    <div role="status" className={classes.join(' ')}>
      {compact ? (
        <p className={styles.text}>
          <strong>{title}.</strong> <span>{children}</span>
        </p>
      ) : (
        <>
          <p className={styles.title}>{title}</p>
          <p className={styles.text}>{children}</p>
        </>
      )}
      {onTryAgain ? (
        <Button variant="secondary" className={styles.tryAgain} onClick={onTryAgain}>
          {UnreachableText.tryAgain}
        </Button>
      ) : null}
    </div>
  );
}
