import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { CardNumberField } from './card-number-field.tsx';
import type { CardFormOutput, CardFormValues } from './card-form-schema.ts';
import styles from './subscription-page.module.css';
import type { CardCheck } from './use-card-check.ts';

interface CardFormProps {
  form: UseFormReturn<CardFormValues, unknown, CardFormOutput>;
  check: CardCheck;
  submitLabel: string;
  /** Shown just above the button: what pressing it agrees to (ACTIVATION-22). */
  beforeSubmit?: ReactNode;
  /** While a payment is under way: nothing can be sent twice. */
  busy: boolean;
  /** Shown but not usable: the shared guest may not pay (ACCOUNT-5). */
  disabled?: boolean;
  onSubmit: (card: CardFormOutput) => void;
}

/** ACTIVATION-11 card form: name, number, expiry (MM / YY) and CVV. */
export function CardForm({
  form,
  check,
  submitLabel,
  beforeSubmit,
  busy,
  disabled = false,
  onSubmit,
}: CardFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      {/* One switch for every field: a disabled fieldset disables what it holds. */}
      <fieldset className={styles.fields} disabled={disabled}>
        <TextField
          label="Name on card"
          autoComplete="cc-name"
          error={errors.cardholderName?.message}
          {...register('cardholderName')}
        />
        <CardNumberField error={errors.pan?.message} check={check} {...register('pan')} />
        <div className={styles.expiry}>
          <TextField
            className={styles.expiryField}
            label="Expiration month"
            placeholder="MM"
            inputMode="numeric"
            autoComplete="cc-exp-month"
            maxLength={2}
            error={errors.expirationMonth?.message}
            {...register('expirationMonth', { deps: ['expirationYear'] })}
          />
          <TextField
            className={styles.expiryField}
            label="Expiration year"
            placeholder="YY"
            inputMode="numeric"
            autoComplete="cc-exp-year"
            maxLength={2}
            error={errors.expirationYear?.message}
            {...register('expirationYear')}
          />
        </div>
        <TextField
          label="CVV"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          error={errors.cvv?.message}
          {...register('cvv')}
        />
        {beforeSubmit}
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {submitLabel}
        </Button>
      </fieldset>
    </form>
  );
}
