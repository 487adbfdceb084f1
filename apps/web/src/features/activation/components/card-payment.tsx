import type { Profile } from '@citybook/contract/account';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CardForm } from './card-form.tsx';
import { cardFormDefaults, cardFormSchema } from './card-form-schema.ts';
import type { CardFormOutput } from './card-form-schema.ts';
import { useCardCheck } from './use-card-check.ts';
import { usePayWithCard } from './use-pay-with-card.ts';
import type { CardPayment as Payment } from './use-pay-with-card.ts';

interface CardPaymentProps {
  payment: Payment;
  submitLabel: string;
  /** Shown just above the button: what pressing it agrees to (ACTIVATION-22). */
  beforeSubmit?: ReactNode;
  onPaid: (profile: Profile) => void;
  /** The shared guest sees the form but cannot pay (ACCOUNT-5). */
  disabled?: boolean;
}

/** The card form wired to the payment: it sends only a valid form with a number the server accepts. */
export function CardPayment({
  payment,
  submitLabel,
  beforeSubmit,
  onPaid,
  disabled = false,
}: CardPaymentProps) {
  const form = useForm({ resolver: zodResolver(cardFormSchema), defaultValues: cardFormDefaults });
  const pan = useWatch({ control: form.control, name: 'pan' });
  const check = useCardCheck(pan);
  const { pay, isPending } = usePayWithCard({ payment, onPaid });

  const submit = (card: CardFormOutput) => {
    // ACTIVATION-12: while the number is being checked, or was not accepted, the form is not valid.
    if (disabled || check.status !== 'valid') return;
    void pay(card, check.result);
  };

  return (
    <CardForm
      form={form}
      check={check}
      submitLabel={submitLabel}
      beforeSubmit={beforeSubmit}
      busy={isPending}
      disabled={disabled}
      onSubmit={submit}
    />
  );
}
