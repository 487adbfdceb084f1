import { PaymentText, SubscriptionText } from '@citybook/contract/activation';
import type { ComponentPropsWithRef } from 'react';
import { TextField } from '../../../components/text-field/text-field.tsx';
import styles from './subscription-page.module.css';
import type { CardCheck } from './use-card-check.ts';

type CardNumberFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  /** The form's own rule for the number (length, characters). */
  error?: string | undefined;
  check: CardCheck;
};

function checkError(check: CardCheck): string | undefined {
  if (check.status === 'invalid') return PaymentText.invalidCard;
  if (check.status === 'failed') return SubscriptionText.cardCheckFailed;
  return undefined;
}

function checkStatus(check: CardCheck): string {
  if (check.status === 'checking') return SubscriptionText.checkingCard;
  if (check.status === 'valid' && check.result.cardType !== '')
    return `Card type: ${check.result.cardType}`;
  return '';
}

/** ACTIVATION-12 card number: checked by the server as it is typed; shows the card type it finds. */
export function CardNumberField({ error, check, ...inputProps }: CardNumberFieldProps) {
  return (
    <div>
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        error={error ?? checkError(check)}
        {...inputProps}
      />
      <p role="status" className={styles.status}>
        {checkStatus(check)}
      </p>
    </div>
  );
}
