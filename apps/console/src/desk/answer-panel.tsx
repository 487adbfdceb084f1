import { DeskText, type DeskAnswer } from '@citybook/contract/redemption';
import { useId, type ReactNode } from 'react';
import { deskTime } from './desk-time.ts';
import styles from './desk.module.css';

/** The answer's tone: its colour, and a sign that says it without colour. */
type Tone = 'good' | 'warn' | 'bad' | 'wait';
const SIGN: Record<Tone, string> = { good: '✓', warn: '!', bad: '✕', wait: '…' };

function Panel(props: { tone: Tone; title: string; children?: ReactNode }) {
  const titleId = useId();
  return (
    <section
      className={`${styles.answer} ${styles[props.tone]}`}
      aria-labelledby={titleId}
      aria-live="polite"
    >
      <h2 id={titleId} className={styles.answerTitle}>
        <span aria-hidden="true" className={styles.sign}>
          {SIGN[props.tone]}
        </span>{' '}
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** MERCHANT-5: one of the five answers (or the accept's), big, in colour and in words. */
export function AnswerPanel({ answer }: { answer: DeskAnswer }) {
  switch (answer.answer) {
    case 'valid':
    case 'accepted': {
      const rows: [string, string][] = [
        [DeskText.offer, answer.offerTitle],
        [DeskText.redeemed, deskTime(answer.redeemedAt)],
      ];
      if (answer.memberInitials !== null) rows.push([DeskText.member, answer.memberInitials]);
      if (answer.answer === 'accepted') rows.push([DeskText.checkedAt, deskTime(answer.checkedAt)]);
      return (
        <Panel tone="good" title={answer.answer === 'valid' ? DeskText.valid : DeskText.accepted}>
          <p className={styles.code}>{answer.code}</p>
          <Facts rows={rows} />
        </Panel>
      );
    }
    case 'otherMerchant':
      return (
        <Panel tone="bad" title={DeskText.otherMerchant}>
          <p className={styles.code}>{answer.code}</p>
          <p>{DeskText.otherMerchantDetail(answer.merchantName)}</p>
        </Panel>
      );
    case 'alreadyChecked':
      return (
        <Panel tone="warn" title={DeskText.alreadyChecked}>
          <p className={styles.code}>{answer.code}</p>
          <p>
            {DeskText.alreadyCheckedDetail(
              deskTime(answer.checkedAt),
              answer.checkedBy,
              answer.checkedAtLocation,
            )}
          </p>
          <Facts
            rows={[
              [DeskText.offer, answer.offerTitle],
              [DeskText.redeemed, deskTime(answer.redeemedAt)],
            ]}
          />
        </Panel>
      );
    case 'offlineNotSynced':
      return (
        <Panel tone="wait" title={DeskText.offlineNotSynced}>
          <p className={styles.code}>{answer.code}</p>
          <p>{DeskText.offlineNotSyncedDetail}</p>
        </Panel>
      );
    case 'unknown':
      return (
        <Panel tone="bad" title={DeskText.unknown}>
          <p className={styles.code}>{answer.code}</p>
          <p>{DeskText.unknownDetail}</p>
        </Panel>
      );
  }
}
